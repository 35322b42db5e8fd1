/**
 * A redirect's target as a host may send it in `Location`: a path on this site and nothing else.
 * Browsers take `//host` and `/\host` as another site, and drop tabs and newlines first, so
 * `/<tab>/host` is another site too; CR and LF would end the header; nginx reads `$` in a `return`
 * as a variable. The build stops rather than write such a target into `_redirects` or nginx's
 * includes.
 */
export function sitePath(target: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!/^\/(?![/\\])[^\s\\$"'\u0000-\u001f\u007f]*$/.test(target))
    throw new Error(`A redirect must name a path on this site, not "${target}"`);
  return target;
}
