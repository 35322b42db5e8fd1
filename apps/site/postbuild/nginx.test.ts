import { nginxIncludes } from "./nginx";

const includes = nginxIncludes({
  pages: ["/", "/team", "/ai-report"],
  redirects: [
    { from: "/Team", to: "/team" },
    { from: "/Free AI Report ", to: "/ai-report" },
  ],
  headerRules: [
    {
      path: "/*",
      headers: { "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin" },
    },
    { path: "/", headers: { "Content-Security-Policy": "default-src 'self'; script-src 'sha256-home'" } },
    { path: "/index.html", headers: { "Content-Security-Policy": "default-src 'self'; script-src 'sha256-home'" } },
    { path: "/team", headers: { "Content-Security-Policy": "default-src 'self'; script-src 'sha256-team'" } },
    { path: "/team.html", headers: { "Content-Security-Policy": "default-src 'self'; script-src 'sha256-team'" } },
    { path: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  ],
  notFoundFile: "404.html",
});

describe("nginxIncludes", () => {
  it("looks each page's policy up by the path nginx serves it at, before and after try_files", () => {
    expect(includes.http).toContain(`"/team" "default-src 'self'; script-src 'sha256-team'";`);
    expect(includes.http).toContain(`"/team.html" "default-src 'self'; script-src 'sha256-team'";`);
    expect(includes.http).toContain(`"/index.html" "default-src 'self'; script-src 'sha256-home'";`);
  });

  it("gives the maps' hash room for the longest path, so nginx starts with a post's long address", () => {
    expect(includes.http).toContain("map_hash_bucket_size 64;");
    const longPath = `/insights/${"a-long-slug-".repeat(5)}.html`;
    const withPost = nginxIncludes({
      pages: ["/"],
      redirects: [],
      headerRules: [{ path: longPath, headers: { "Content-Security-Policy": "default-src 'self'" } }],
      notFoundFile: "404.html",
    });
    expect(withPost.http).toContain("map_hash_bucket_size 128;");
  });

  it("caches the content-hashed assets for a year", () => {
    expect(includes.http).toContain('~^/assets/ "public, max-age=31536000, immutable";');
  });

  it("sends every shared header, the policy and the caching on every response, redirects and errors included", () => {
    expect(includes.server).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(includes.server).toContain("add_header Content-Security-Policy $site_content_security_policy always;");
    expect(includes.server).toContain("add_header Cache-Control $site_cache_control always;");
    // A location with an add_header of its own would drop the server's.
    expect(includes.server.match(/location[^\n]*\{[^}]*add_header/g)).toBeNull();
  });

  it("redirects each old path, as nginx decodes it, with and without a trailing slash", () => {
    expect(includes.server).toContain('location = "/Team" { return 301 "/team"; }');
    expect(includes.server).toContain('location = "/Team/" { return 301 "/team"; }');
    expect(includes.server).toContain('location = "/Free AI Report " { return 301 "/ai-report"; }');
  });

  it("sends a page asked for with a trailing slash to its address, each by an exact location", () => {
    expect(includes.server).toContain('location = "/team/" { return 301 "/team"; }');
    expect(includes.server).toContain('location = "/ai-report/" { return 301 "/ai-report"; }');
    expect(includes.server).not.toContain('location = "//"');
  });

  it("makes no Location from the request: every return names a fixed path, and no location is a pattern", () => {
    const returns = [...includes.server.matchAll(/return (\d+) ([^;]*);/g)];
    expect(returns.length).toBe(2 * 2 + 2);
    for (const [, status, target] of returns) {
      expect(status).toBe("301");
      expect(target).toMatch(/^"\/[a-z-]*"$/);
    }
    expect(includes.server).not.toMatch(/location\s+~/);
  });

  it("names no version of nginx", () => {
    expect(includes.server).toContain("server_tokens off;");
  });

  it("refuses to write a redirect to anything but a path on this site", () => {
    const site = { redirects: [], headerRules: [], notFoundFile: "404.html" };
    expect(() => nginxIncludes({ ...site, pages: ["/\\evil.example"] })).toThrow(/path on this site/);
    expect(() => nginxIncludes({ ...site, pages: [], redirects: [{ from: "/old", to: "//evil.example" }] })).toThrow(
      /path on this site/,
    );
  });

  it("serves a page at its address from its .html file, and the not-found page with status 404", () => {
    expect(includes.server).toContain("try_files $uri $uri.html =404;");
    expect(includes.server).toContain('error_page 404 "/404.html";');
    expect(includes.server).toContain("gzip_static on;");
  });
});
