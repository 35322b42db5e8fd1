// The headers of a `_headers` file (Netlify / Cloudflare Pages syntax), applied by request path as
// those hosts do.
import { existsSync, readFileSync } from "node:fs";
import { requestPath } from "./request-path.mjs";

/**
 * The rules of a `_headers` file: an unindented path pattern, then its indented `Name: value`
 * lines. In a pattern, `*` matches anything and `:name` one path segment, as the hosts read it.
 */
function parseHeaders(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split(/(\*|:[A-Za-z]\w*)/)
        // Odd parts are the captured `*` and `:name` tokens; even parts are literal text.
        .map((part, index) =>
          index % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : part === "*" ? ".*" : "[^/]+",
        )
        .join("");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    if (colon > 0) rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * `(req, res) => void`: sets the headers of every rule of `file` matching the request's path; a
 * header named by two rules gets both values, as hosts do.
 */
export function headersFrom(file) {
  const rules = existsSync(file) ? parseHeaders(readFileSync(file, "utf8")) : [];
  return (req, res) => {
    const path = requestPath(req.url);
    for (const { pattern, headers } of rules) {
      if (!pattern.test(path)) continue;
      for (const [name, value] of headers) {
        const earlier = res.getHeader(name);
        res.setHeader(name, earlier === undefined ? value : `${earlier}, ${value}`);
      }
    }
  };
}
