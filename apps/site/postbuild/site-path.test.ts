import { sitePath } from "./site-path";

describe("sitePath", () => {
  it("lets a path on this site through as it is", () => {
    for (const target of ["/", "/team", "/ai-report", "/grand-rapids-ai-automation", "/a/b.html"])
      expect(sitePath(target)).toBe(target);
  });

  it("refuses anything a browser would take to another site, or a host would read as more than a path", () => {
    for (const target of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/team\r\nSet-Cookie: a=1",
      "https://evil.example/",
      "javascript:alert(1)",
      "team",
      "",
      "/a$uri",
      '/a"b',
      "/a b",
    ])
      expect(() => sitePath(target), JSON.stringify(target)).toThrow(/path on this site/);
  });
});
