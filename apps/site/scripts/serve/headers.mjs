// The headers of a `_headers` file (Netlify / Cloudflare Pages syntax), read by Netlify's own parser
// (@netlify/headers-parser) and applied by request path as those hosts do.
import { existsSync } from "node:fs";
import { parseAllHeaders } from "@netlify/headers-parser";
import { requestPath } from "./request-path.mjs";

/**
 * `(req, res) => void`: sets the headers of every rule of `file` matching the request's path; a
 * header named by two rules gets both values, as hosts do. A file the parser refuses stops the server.
 */
export async function headersFrom(file) {
  if (!existsSync(file)) return () => {};
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map(String).join("; ")}`);
  return (req, res) => {
    const path = requestPath(req.url);
    for (const { forRegExp, values } of headers) {
      if (!forRegExp.test(path)) continue;
      for (const [name, value] of Object.entries(values)) {
        const earlier = res.getHeader(name);
        res.setHeader(name, earlier === undefined ? value : `${earlier}, ${value}`);
      }
    }
  };
}
