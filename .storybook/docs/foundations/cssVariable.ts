/**
 * The custom property inside a contract reference: `var(--gr-space-md)` gives `--gr-space-md`. The
 * docs name properties through the contract, so a renamed token cannot leave a stale name on the page.
 */
export function cssVariableName(reference: string): string {
  const name = /^var\((--[\w-]+)\)$/.exec(reference)?.[1];
  if (!name) throw new Error(`Not a contract reference: "${reference}"`);
  return name;
}

/** An object's own entries with its key type kept, so each key can index the matching `vars` group. */
export function entriesOf<T extends Record<string, unknown>>(record: T): Array<[keyof T & string, T[keyof T]]> {
  return Object.entries(record) as Array<[keyof T & string, T[keyof T]]>;
}
