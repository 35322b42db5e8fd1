import { createHash } from "node:crypto";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  headersFile,
  inlineHashes,
  originsOf,
  securityHeaderRules,
  servedPaths,
  withPolicyMeta,
} from "./security-headers";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The directives of a policy, by name. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(/;\s*/).map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<script type="application/ld+json">{"name":"Grand River AI"}</script>
<script src="/assets/entry.js" type="module"></script>
<style>.a>.b{color:red}</style>
</head><body><div style="--_1pw6tgv0:40 / 40;--_1pw6tgv1:40px"><span style="font-family:&quot;A&quot;, serif">x</span></div>
<script>window.__reactRouterContext = {"a":"<\\/script>"};</script>
<script type="module" async="">import "/assets/manifest.js";\r\nimport("/assets/entry.client.js");</script>
<script>$RC("B:1","S:1")</script><script>$RC("B:1","S:1")</script>
</body></html>`;

const origins = ["http://127.0.0.1:8787"];

describe("inline hashes", () => {
  it("hashes each inline script that runs, once, with CRLF read as LF the way the HTML parser reads it", () => {
    expect(inlineHashes(page).scripts).toEqual(
      [
        hash('window.__reactRouterContext = {"a":"<\\/script>"};'),
        hash('import "/assets/manifest.js";\nimport("/assets/entry.client.js");'),
        hash('$RC("B:1","S:1")'),
      ].sort(),
    );
  });

  it("leaves out JSON-LD, which is data, and scripts loaded from a file", () => {
    const { scripts } = inlineHashes(page);
    expect(scripts).not.toContain(hash('{"name":"Grand River AI"}'));
    expect(scripts).not.toContain(hash(""));
  });

  it("hashes style elements, and style attributes as the browser reads them, entities decoded", () => {
    expect(inlineHashes(page).styles).toEqual([hash(".a>.b{color:red}")]);
    expect(inlineHashes(page).styleAttributes).toEqual(
      [hash("--_1pw6tgv0:40 / 40;--_1pw6tgv1:40px"), hash('font-family:"A", serif')].sort(),
    );
  });

  it("does not take a style attribute written inside a script for markup", () => {
    expect(inlineHashes('<script>document.body.innerHTML = "<p style=\\"x\\">"</script>').styleAttributes).toEqual([]);
  });
});

describe("the content security policy", () => {
  const policy = directives(contentSecurityPolicy({ inline: inlineHashes(page), connectOrigins: origins }));

  it("allows scripts from the site, the page's own inline scripts by hash, and the booking widget, never 'unsafe-inline'", () => {
    expect(policy["script-src"]).toEqual(["'self'", ...inlineHashes(page).scripts, "https://assets.calendly.com"]);
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
  });

  it("allows the page's style elements and attributes by hash, which attributes need 'unsafe-hashes' for", () => {
    expect(policy["style-src"]).toEqual(
      expect.arrayContaining([
        "'self'",
        "'unsafe-hashes'",
        ...inlineHashes(page).styles,
        ...inlineHashes(page).styleAttributes,
      ]),
    );
    expect(policy["style-src"]).not.toContain("'unsafe-inline'");
  });

  it("lets the page frame only the video player and the booking pages, and be framed by no one", () => {
    expect(policy["frame-src"]).toEqual(["https://www.youtube-nocookie.com", "https://calendly.com"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("lets the forms post to the webhook origins and nowhere else off the site", () => {
    expect(policy["connect-src"]).toEqual(["'self'", "http://127.0.0.1:8787", "https://calendly.com"]);
  });

  it("loads images from the site, data URLs and the video poster's host only", () => {
    expect(policy["img-src"]).toEqual(["'self'", "data:", "https://i.ytimg.com"]);
  });

  it("shuts plugins, base rewriting and form posts elsewhere", () => {
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
  });

  it("needs no 'unsafe-hashes' on a page without style attributes", () => {
    const plain = directives(contentSecurityPolicy({ inline: inlineHashes("<p>Hi</p>"), connectOrigins: origins }));
    expect(plain["style-src"]).toEqual(["'self'", "https://assets.calendly.com"]);
  });
});

describe("the _headers file", () => {
  it("gives every response HSTS, nosniff, the referrer policy and the denied features", () => {
    expect(baseSecurityHeaders).toMatchObject({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(baseSecurityHeaders["Permissions-Policy"]).toContain(`${feature}=()`);
    }
  });

  it("puts each page's policy on the exact paths that serve it, and none on the catch-all", () => {
    const rules = securityHeaderRules(
      [
        { file: "index.html", html: "<script>a()</script>" },
        { file: "team/index.html", html: "<script>b()</script>" },
        { file: "Free AI Report /index.html", html: "" },
      ],
      origins,
    );
    expect(rules.map((rule) => rule.path)).toEqual([
      "/*",
      "/",
      "/Free%20AI%20Report%20",
      "/Free%20AI%20Report%20/",
      "/index.html",
      "/team",
      "/team/",
    ]);
    expect(rules[0]!.headers).not.toHaveProperty("Content-Security-Policy");
    const team = rules.find((rule) => rule.path === "/team")!.headers["Content-Security-Policy"];
    expect(team).toContain(hash("b()"));
    expect(team).not.toContain(hash("a()"));
    // The home page asked for by its file name is the same page, under the same policy.
    const home = rules.find((rule) => rule.path === "/")!.headers["Content-Security-Policy"];
    expect(rules.find((rule) => rule.path === "/index.html")!.headers["Content-Security-Policy"]).toBe(home);
  });

  it("writes each rule as a path and its indented headers", () => {
    expect(
      headersFile([
        { path: "/*", headers: { A: "1", B: "2" } },
        { path: "/x", headers: { C: "3" } },
      ]),
    ).toBe("/*\n  A: 1\n  B: 2\n\n/x\n  C: 3\n");
  });

  it("knows which paths serve which file", () => {
    expect(servedPaths("index.html")).toEqual(["/", "/index.html"]);
    expect(servedPaths("team.html")).toEqual(["/team", "/team.html"]);
    expect(servedPaths("Team/index.html")).toEqual(["/Team", "/Team/"]);
    expect(servedPaths("Free AI Report /index.html")).toEqual(["/Free%20AI%20Report%20", "/Free%20AI%20Report%20/"]);
    expect(servedPaths("404.html")).toEqual(["/404", "/404.html"]);
  });

  it("reads the origins of the webhook addresses", () => {
    expect(
      originsOf(["https://hooks.example.com/a?x=1", "https://hooks.example.com/b", "http://127.0.0.1:8587/contact"]),
    ).toEqual(["http://127.0.0.1:8587", "https://hooks.example.com"]);
  });

  it("adds no origin for relay mode's paths on the site itself, which 'self' allows", () => {
    expect(originsOf(["/api/leads/contact", "/api/leads/worklog"])).toEqual([]);
  });
});

describe("the not-found page's own policy", () => {
  it("carries the policy in a meta element right after the charset, without frame-ancestors, which meta cannot set", () => {
    const html = withPolicyMeta(page, origins);
    const [, content = ""] =
      /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html) ?? [];
    const policy = directives(content.replace(/&quot;/g, '"').replace(/&amp;/g, "&"));
    expect(policy["script-src"]).toEqual(["'self'", ...inlineHashes(page).scripts, "https://assets.calendly.com"]);
    expect(policy).not.toHaveProperty("frame-ancestors");
    expect(inlineHashes(html)).toEqual(inlineHashes(page));
  });
});
