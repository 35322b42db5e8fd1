/** The keys that move a list entry from its drag handle, and where each moves it. */
const moves: Readonly<Record<string, (index: number, size: number) => number>> = {
  ArrowUp: (index) => index - 1,
  ArrowLeft: (index) => index - 1,
  ArrowDown: (index) => index + 1,
  ArrowRight: (index) => index + 1,
  Home: () => 0,
  End: (_index, size) => size - 1,
};

/**
 * Where `key` moves the entry at `index` of a list of `size`: a new position, or `undefined` when
 * the key is not a move or the entry is already there (the first entry and ↑).
 */
export function movedTo(key: string, index: number, size: number): number | undefined {
  const move = moves[key];
  if (!move) return undefined;
  const target = Math.min(size - 1, Math.max(0, move(index, size)));
  return target === index ? undefined : target;
}

/** Whether `key` is one of the moving keys, which a handle takes for itself even where it moves nothing. */
export const isMoveKey = (key: string): boolean => Object.hasOwn(moves, key);
