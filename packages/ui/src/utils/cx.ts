/** Joins class names, skipping the empty ones: a component's own class plus the caller's. */
export function cx(...classNames: ReadonlyArray<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(" ");
}
