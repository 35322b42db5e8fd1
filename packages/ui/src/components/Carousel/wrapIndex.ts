/** `index` folded into `0…count-1`, so stepping past either end loops round; 0 when there is nothing. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
