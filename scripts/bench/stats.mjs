/** The median of the finite values, or null when there are none (every run failed). */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each figure's own median across runs: the middle LCP and the middle JS may come from different runs. */
export function medianFigures(runs) {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** ours ÷ baseline, or null when either is missing or the baseline is zero. */
export function ratio(ours, baseline) {
  return Number.isFinite(ours) && Number.isFinite(baseline) && baseline !== 0 ? ours / baseline : null;
}

/** current − previous for every figure both have, for the delta column. */
export function figureDeltas(current, previous) {
  return Object.fromEntries(
    Object.keys(current)
      .filter((key) => Number.isFinite(current[key]) && Number.isFinite(previous?.[key]))
      .map((key) => [key, current[key] - previous[key]]),
  );
}
