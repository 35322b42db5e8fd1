import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { redirectsFile } from "../postbuild/static-files";
import {
  builtHeaderRules,
  clientDir,
  encodePath,
  namedAddresses,
  pages,
  redirects,
  someAsset,
  unknownPaths,
} from "./site";

// Netlify's own parsers read the files as Netlify does; `netlify dev` would need a download this
// machine cannot make. What Netlify then does with the parsed rules is its documented order: the
// first rule matching the path applies, unless a file answers the path and the rule is not forced
// (`!`); then the file (`/team` from team.html); then 404.html with status 404.

interface Redirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
}
interface Header {
  forRegExp: RegExp;
  values: Record<string, string>;
}

let scratch: string;
let parsedRedirects: { redirects: Redirect[]; errors: unknown[] };
let parsedHeaders: { headers: Header[]; errors: unknown[] };
beforeAll(async () => {
  // The `_redirects` a Netlify build writes (DEPLOY_HOST=netlify); `_headers` is the same for every host.
  scratch = mkdtempSync(path.join(tmpdir(), "site-netlify-"));
  writeFileSync(path.join(scratch, "_redirects"), redirectsFile("netlify"));
  parsedRedirects = (await parseAllRedirects({
    redirectsFiles: [path.join(scratch, "_redirects")],
    configRedirects: [],
    minimal: false,
  })) as typeof parsedRedirects;
  parsedHeaders = (await parseAllHeaders({
    headersFiles: [path.join(clientDir, "_headers")],
    configHeaders: [],
    minimal: false,
  })) as typeof parsedHeaders;
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Whether the build has a file (not a folder) there: /insights is both insights.html and a folder of posts. */
const isFile = (file: string) => statSync(path.join(clientDir, file), { throwIfNoEntry: false })?.isFile() === true;

/** The file Netlify answers a path with, if any. */
function fileFor(requestPath: string): string | undefined {
  const decoded = decodeURI(requestPath);
  const candidates =
    decoded === "/"
      ? ["index.html"]
      : [
          decoded.slice(1),
          `${decoded.replace(/\/$/, "").slice(1)}.html`,
          `${decoded.slice(1).replace(/\/?$/, "/")}index.html`,
        ];
  return candidates.find((file) => file !== "" && isFile(file));
}

/** What Netlify does with a request, by its documented rules. */
function resolve(requestPath: string): { status: number; location?: string; file?: string } {
  const file = fileFor(requestPath);
  const rule = parsedRedirects.redirects.find(
    (candidate) => candidate.from === requestPath && (candidate.force || !file),
  );
  if (rule) return { status: rule.status, location: rule.to };
  if (file) return { status: 200, file };
  return { status: 404, file: "404.html" };
}

/** The headers Netlify sends for a path: every matching rule's, merged. */
function headersFor(requestPath: string): Record<string, string> {
  const matching = parsedHeaders.headers.filter((rule) => rule.forRegExp.test(requestPath));
  return Object.assign({}, ...matching.map((rule) => rule.values)) as Record<string, string>;
}

describe("Netlify reads the build's files", () => {
  test("its parsers reject no rule in _redirects or _headers", () => {
    expect(parsedRedirects.errors).toEqual([]);
    expect(parsedRedirects.redirects).toHaveLength(redirects.length * 2);
    expect(parsedHeaders.errors).toEqual([]);
    expect(parsedHeaders.headers.length).toBeGreaterThan(pages.length);
  });

  test("every page answers 200 at its canonical address from its own file, with no redirect", () => {
    for (const { path: pagePath } of pages) {
      const answer = resolve(encodePath(pagePath));
      expect(answer, pagePath).toMatchObject({ status: 200 });
      expect(answer.file, pagePath).toBe(pagePath === "/" ? "index.html" : `${pagePath.slice(1)}.html`);
    }
  });

  test("every address the pages link to and the sitemap names (each post, tag and later list page) answers 200 from a file", () => {
    const unanswered = namedAddresses().filter((address) => resolve(address).status !== 200);
    expect(unanswered).toEqual([]);
  });

  test("each old path, with or without a trailing slash, answers one forced 301 to its page, over the refresh page there", () => {
    for (const { from, to } of redirects) {
      for (const requestPath of [encodePath(from), `${encodePath(from)}/`]) {
        expect(
          fileFor(encodePath(from)),
          `${from} has a refresh page that would shadow an unforced rule`,
        ).toBeDefined();
        expect(resolve(requestPath), requestPath).toEqual({ status: 301, location: to });
        expect(resolve(to).status).toBe(200);
      }
    }
  });

  test("paths with no page answer 404 with the not-found page", () => {
    for (const requestPath of unknownPaths)
      expect(resolve(requestPath), requestPath).toEqual({ status: 404, file: "404.html" });
  });

  test("every page gets the security headers and its own Content-Security-Policy; assets a year's caching", () => {
    const built = builtHeaderRules();
    for (const { path: pagePath } of pages) {
      const headers = headersFor(encodePath(pagePath));
      for (const [name, value] of Object.entries(built.get("/*") ?? {}))
        expect(headers[name], `${pagePath} ${name}`).toBe(value);
      const policy = built.get(encodePath(pagePath))?.["Content-Security-Policy"];
      expect(headers["Content-Security-Policy"], pagePath).toBe(policy);
      // Netlify also answers a page at its file's name and with a trailing slash: the same policy there.
      const addresses =
        pagePath === "/" ? ["/index.html"] : [`${encodePath(pagePath)}.html`, `${encodePath(pagePath)}/`];
      for (const address of addresses) expect(headersFor(address)["Content-Security-Policy"], address).toBe(policy);
    }
    expect(headersFor(someAsset())["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersFor("/team")["Cache-Control"]).toBeUndefined();
  });
});
