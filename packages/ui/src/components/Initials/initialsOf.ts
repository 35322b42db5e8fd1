// A word counts if it has a letter or digit; "&" or "-" alone never becomes an initial.
const WORD = /[\p{L}\p{N}]/u;

/** Up to two capital initials from a title's first words: "Lakeshore Dental Booking" → "LD". */
export function initialsOf(title: string): string {
  return title
    .split(/[\s\-–—_/]+/u)
    .map((word) => word.match(WORD)?.[0])
    .filter((initial): initial is string => initial !== undefined)
    .slice(0, 2)
    .join("")
    .toLocaleUpperCase("en-US");
}
