import { readFileSync } from "node:fs";
import path from "node:path";
import { getBytes, RAW_GET_TIMEOUT_MS, rawGet } from "./raw-http";
import { clientDir } from "./site";

/**
 * Request targets an attacker tries for a `Location` that leaves the site, sent as raw bytes.
 * Browsers read `//host` and `/\host` as another site, and drop tabs and newlines before reading,
 * so `/<tab>/host` is another site as well; a CR LF that reaches a header starts a new one.
 */
const hostileTargets = [
  // Encoded and raw backslashes: a trailing-slash redirect built from the decoded path answered
  // `/%5Cevil.example/` with `Location: /\evil.example`.
  "/%5Cevil.example/",
  "/%5cevil.example/",
  "/%5C%5Cevil.example/",
  "/\\evil.example/",
  "/%5Cevil.example%2F",
  "/%5C/",
  "/%5Cteam/",
  "/\\team/",
  "/%20%5Cevil.example/",
  // Tabs, newlines and carriage returns, which browsers drop from a Location before reading it.
  "/%09/evil.example/",
  "/%09%5Cevil.example/",
  "/%09/team/",
  "/%0A/evil.example/",
  "/%0D/evil.example/",
  // Double slashes, encoded or made by dot segments.
  "//evil.example/",
  "///evil.example/",
  "/%2F%2Fevil.example/",
  "/%2Fevil.example/",
  "/%2F%2Fevil.example%2Fteam/",
  "/.//evil.example/",
  "/..//evil.example/",
  "/%2E%2E//evil.example/",
  "/.%2F%2Fevil.example/..%2Fteam/",
  "/x/..%2F%2Fevil.example/..%2Fteam/",
  "/a/..%2F%5Cevil.example/..%2Fteam/",
  // Header injection.
  "/%0D%0ASet-Cookie:%20injected=1/",
  "/Team%0D%0AX-Injected:%20yes/",
  "/team/%0D%0AX-Injected:%20yes",
  "/Team/%0D%0ASet-Cookie:%20injected=1",
  // The old paths and pages with odd suffixes.
  "/Team//",
  "/TEAM/",
  "/Team/%5C",
  "/Team/%2F%2Fevil.example",
  "/Team%2F%2Fevil.example/",
  "/free-ai-report/%5Cevil.example/",
  "/Free%20AI%20Report%09/",
  "/team/%5Cevil.example/",
  // Absolute-form targets, which name a host of their own (the last one no URL parser reads).
  "http://evil.example/team/",
  "http://evil.example//evil.example/",
  "http://evil.example/%5Cevil.example/",
  "http://[evil.example/team/",
];

/**
 * Ranges for a file of `size` bytes: malformed (to be ignored or refused), unsatisfiable (never a
 * 206), valid with the bytes a 206 must carry, or numbers past what a host may hold.
 */
function ranges(size: number): { range: string; unsatisfiable?: true; bytes?: [first: number, last: number] }[] {
  return [
    { range: "bytes=abc" },
    { range: "bytes=-" },
    { range: "bytes=5-2" },
    { range: "items=0-5" },
    { range: "bytes=0-1,,,,abc" },
    { range: `bytes=${size}-`, unsatisfiable: true },
    { range: `bytes=${size + 1000}-${size + 2000}`, unsatisfiable: true },
    { range: "bytes=99999999999999999999-", unsatisfiable: true },
    { range: "bytes=0-0", bytes: [0, 0] },
    { range: "bytes=-5", bytes: [size - 5, size - 1] },
    { range: `bytes=3-${size * 10}`, bytes: [3, size - 1] },
    // Past 2^53, which a JavaScript number cannot hold exactly and Node's file streams refuse.
    { range: "bytes=0-99999999999999999999" },
    { range: "bytes=0-18446744073709551615" },
    // Many ranges at once.
    { range: "bytes=0-1,5-6" },
    { range: `bytes=${Array.from({ length: 500 }, (_, i) => `${i % size}-${i % size}`).join(",")}` },
  ];
}

/**
 * What no request may do to a host serving the build: send a visitor to another site, add a
 * header, learn the server's version, or stop it serving.
 */
export function describeHostileRequestChecks(host: string, baseUrl: () => string) {
  describe(`${host} sends no request off the site, whatever its target`, { timeout: RAW_GET_TIMEOUT_MS }, () => {
    const hostileRequests: { target: string; headers: { Host?: string } }[] = [
      ...hostileTargets.map((target) => ({ target, headers: {} })),
      // Another Host header: a Location naming it would send the visitor there.
      { target: "/team/", headers: { Host: "evil.example" } },
      { target: "/Team", headers: { Host: "evil.example" } },
    ];
    for (const { target, headers } of hostileRequests) {
      const name = `${JSON.stringify(target)}${headers.Host ? ` with Host: ${headers.Host}` : ""}`;
      test(`${name} answers with no Location off the site and no header of the request's making`, async () => {
        const response = await rawGet(baseUrl(), target, headers);
        const locations = response.headers.filter(([header]) => header === "location").map(([, value]) => value);
        expect(locations.length, "one Location at most").toBeLessThanOrEqual(1);
        for (const location of locations) {
          // A path on this host: `/` then anything but a second `/` or `\`, and nothing a browser drops.
          expect(location).toMatch(/^\/(?![/\\])/);
          // eslint-disable-next-line no-control-regex -- control characters are what this looks for
          expect(location).not.toMatch(/[\u0000-\u0020\u007f]/);
          expect(new URL(location, baseUrl()).origin).toBe(new URL(baseUrl()).origin);
        }
        const names = response.headers.map(([header]) => header);
        expect(names).not.toContain("x-injected");
        expect(names).not.toContain("set-cookie");
      });
    }
  });

  test(`${host} names no version of its server software`, { timeout: 3 * RAW_GET_TIMEOUT_MS }, async () => {
    for (const target of ["/", "/no-such-page", "/team/"]) {
      const response = await rawGet(baseUrl(), target);
      const server = response.headers.find(([header]) => header === "server")?.[1] ?? "";
      expect(server, target).not.toMatch(/\d/);
    }
  });

  describe(`${host} answers any Range header as HTTP allows, and goes on serving`, () => {
    const file = "/robots.txt";
    const whole = readFileSync(path.join(clientDir, file));
    for (const { range, unsatisfiable, bytes } of ranges(whole.length)) {
      test(`Range: ${range.length > 60 ? `${range.slice(0, 60)}… (${range.split(",").length} ranges)` : range}`, async () => {
        const response = await getBytes(baseUrl(), file, { Range: range });
        if (response.status === 200) {
          expect(response.body.equals(whole), "a 200 sends the whole file").toBe(true);
        } else if (response.status === 416) {
          expect(bytes, "416 for a range that can be met").toBeUndefined();
          expect(response.headers["content-range"]).toBe(`bytes */${whole.length}`);
        } else {
          expect(response.status).toBe(206);
          expect(unsatisfiable, "206 for a range past the end").toBeUndefined();
          const contentRange = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(response.headers["content-range"] ?? ""));
          if (contentRange) {
            const [start, end, size] = contentRange.slice(1).map(Number) as [number, number, number];
            expect(size).toBe(whole.length);
            if (bytes) expect([start, end]).toEqual(bytes);
            expect(response.body.equals(whole.subarray(start, end + 1)), "the bytes Content-Range names").toBe(true);
          } else {
            // Several ranges in one answer.
            expect(response.headers["content-type"]).toMatch(/^multipart\/byteranges/);
          }
        }
        // And the next visitor is served.
        expect((await getBytes(baseUrl(), "/team")).status).toBe(200);
      });
    }
  });
}
