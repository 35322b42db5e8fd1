/**
 * A request target in origin form (`/team?x`): an absolute-form target (`http://host/team?x`),
 * which a server must accept (RFC 9112 §3.2.2), is read for its path and query; its host is not
 * ours to follow. A target no URL parser can read is left as it is, to match nothing.
 */
export function originForm(target = "/") {
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(target)) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return target;
  }
}

/**
 * The path of an origin-form target as `_headers` and `_redirects` spell paths: without the
 * query, each segment percent-encoded the one canonical way (`/Free%20AI%20Report`, `/team.html`
 * for `/team%2Ehtml`). A segment with a malformed escape is kept as sent, so it matches no rule;
 * `//evil.example/team/` stays as it is (it is not `/team/`).
 */
export function requestPath(target = "/") {
  return (target.split(/[?#]/, 1)[0] || "/")
    .split("/")
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return segment;
      }
    })
    .join("/");
}
