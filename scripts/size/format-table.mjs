// Kept: ten lines; console.table cannot right-align numbers or drop its index column.
/**
 * A plain-text table: the first column left-aligned, the rest right-aligned (they are numbers),
 * a rule under the header. Cells are strings; a missing cell prints empty.
 */
export function formatTable(header, rows) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells) =>
    widths
      .map((width, i) => (i === 0 ? (cells[i] ?? "").padEnd(width) : (cells[i] ?? "").padStart(width)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}
