import {
  builtHeaderRules,
  builtTitle,
  encodePath,
  namedAddresses,
  notFoundWords,
  pageFile,
  pages,
  redirects,
  someAsset,
  unknownPaths,
} from "./site";
import { describeHostileRequestChecks } from "./hostile-requests";

/** A request to the host under test, following no redirect, as a browser's first hop. */
async function get(baseUrl: string, requestPath: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${requestPath}`, { redirect: "manual", headers });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body };
}

/** Where a redirect points, as a path on the same host. */
const locationPath = (location: string | null, baseUrl: string) =>
  location ? new URL(location, baseUrl).pathname : null;

/**
 * The checks every host must pass with the build: what CI runs against Cloudflare Pages' own
 * runtime and nginx, and, through Netlify's parsers, against Netlify's rules. `baseUrl` is read
 * when the checks run, after the host has started.
 */
export function describeHostChecks(host: string, baseUrl: () => string, { compresses = true } = {}) {
  const rules = builtHeaderRules();

  describe(`${host} serves every page at its canonical address`, () => {
    for (const { path } of pages) {
      test(`${path} answers 200 with its own page, with no redirect`, async () => {
        const response = await get(baseUrl(), path);
        expect(response.status).toBe(200);
        expect(response.body).toContain(`<title>${builtTitle(path)}</title>`);
      });
    }
  });

  test(`${host} answers every address the pages link to, their canonical links and the sitemap name, with 200 directly`, async () => {
    const answers = await Promise.all(
      namedAddresses().map(async (address) => [address, (await get(baseUrl(), address)).status] as const),
    );
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(pages.length);
  });

  describe(`${host} sends a page asked for with a trailing slash to its one address`, () => {
    for (const { path } of pages.filter((page) => page.path !== "/")) {
      test(`${path}/ answers one permanent redirect to ${path}`, async () => {
        const response = await get(baseUrl(), `${encodePath(path)}/`);
        expect([301, 308]).toContain(response.status);
        expect(locationPath(response.headers.get("location"), baseUrl())).toBe(encodePath(path));
      });
    }
  });

  describe(`${host} sends each old path on in one 301`, () => {
    for (const { from, to } of redirects) {
      for (const requestPath of [encodePath(from), `${encodePath(from)}/`]) {
        test(`"${decodeURI(requestPath)}" answers 301 to ${to}, which answers 200`, async () => {
          const response = await get(baseUrl(), requestPath);
          expect(response.status).toBe(301);
          expect(locationPath(response.headers.get("location"), baseUrl())).toBe(to);
          expect((await get(baseUrl(), to)).status).toBe(200);
        });
      }
    }
  });

  describe(`${host} answers paths with no page with 404 and the not-found page`, () => {
    for (const requestPath of unknownPaths) {
      test(`${requestPath} answers 404 with the not-found page`, async () => {
        const response = await get(baseUrl(), requestPath);
        expect(response.status).toBe(404);
        expect(response.body).toContain(notFoundWords);
      });
    }
  });

  describe(`${host} sends the build's headers`, () => {
    const everyResponse = rules.get("/*") ?? {};
    for (const { path } of pages) {
      test(`${path} carries the security headers and its own Content-Security-Policy`, async () => {
        const { headers } = await get(baseUrl(), path);
        for (const [name, value] of Object.entries(everyResponse)) expect(headers.get(name), name).toBe(value);
        const policy = rules.get(encodePath(path))?.["Content-Security-Policy"];
        expect(policy).toMatch(/script-src 'self'/);
        expect(headers.get("content-security-policy")).toBe(policy);
      });
    }

    for (const { path } of pages) {
      const page = encodePath(path);
      const addresses = path === "/" ? ["/index.html"] : [`${page}.html`, `${page}/`];
      test(`${addresses.join(" and ")} answer with ${path} under its policy, or send the visitor there`, async () => {
        const policy = rules.get(page)?.["Content-Security-Policy"];
        for (const address of addresses) {
          const response = await get(baseUrl(), address);
          if ([301, 302, 307, 308].includes(response.status)) {
            expect(locationPath(response.headers.get("location"), baseUrl()), address).toBe(page);
          } else {
            expect(response.status, address).toBe(200);
            expect(response.body, address).toContain(`<title>${builtTitle(path)}</title>`);
            expect(response.headers.get("content-security-policy"), address).toBe(policy);
          }
        }
        // The page's precompressed twin, asked for by name, is never the page without its policy.
        const twin = await get(baseUrl(), `/${encodePath(pageFile(path))}.gz`);
        if (twin.status === 200 && /^text\/html/.test(twin.headers.get("content-type") ?? ""))
          expect(twin.headers.get("content-security-policy"), "its .gz twin").toBe(policy);
      });
    }

    test("the not-found page carries the security headers", async () => {
      const { headers } = await get(baseUrl(), unknownPaths[0]!);
      for (const [name, value] of Object.entries(everyResponse)) expect(headers.get(name), name).toBe(value);
    });

    test("content-hashed assets are cached for a year; pages are not", async () => {
      const asset = await get(baseUrl(), someAsset());
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toMatch(/max-age=31536000/);
      expect(asset.headers.get("cache-control")).toMatch(/immutable/);
      const page = await get(baseUrl(), "/team");
      expect(page.headers.get("cache-control") ?? "").not.toMatch(/immutable|max-age=[1-9]/);
    });

    if (compresses) {
      test("text is sent compressed", async () => {
        for (const requestPath of ["/team", someAsset()]) {
          const { headers } = await get(baseUrl(), requestPath, { "accept-encoding": "gzip" });
          expect(headers.get("content-encoding"), requestPath).toBe("gzip");
        }
      });
    }
  });

  describeHostileRequestChecks(host, baseUrl);
}
