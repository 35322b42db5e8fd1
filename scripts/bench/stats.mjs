// Kept: the median of the typing bench's and the LHCI medians' runs; a dependency for five lines is not simpler.
/** The median of the finite values, or null when there are none (every run failed). */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
