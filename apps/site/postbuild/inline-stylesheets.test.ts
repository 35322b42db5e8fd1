import { inlineStylesheets } from "./inline-stylesheets";

const css: Record<string, string> = { "/assets/style-abc.css": ":root{--a:1}.x{color:red}" };
const cssFor = (href: string) => css[href];

describe("inlineStylesheets", () => {
  it("puts the stylesheet inline in place of its link", () => {
    const html = '<head><title>Home</title><link rel="stylesheet" href="/assets/style-abc.css"/></head>';

    expect(inlineStylesheets(html, cssFor)).toBe(
      "<head><title>Home</title><style>:root{--a:1}.x{color:red}</style></head>",
    );
  });

  it("leaves a link alone when there is no CSS for it", () => {
    const html = '<link rel="stylesheet" href="/assets/missing.css"/>';

    expect(inlineStylesheets(html, cssFor)).toBe(html);
  });

  it("leaves other links alone", () => {
    const html = '<link rel="icon" href="/images/logo.svg"/><link rel="modulepreload" href="/assets/a.js"/>';

    expect(inlineStylesheets(html, cssFor)).toBe(html);
  });

  it("cannot be ended early by CSS that contains a closing style tag", () => {
    const html = '<link rel="stylesheet" href="/assets/evil.css"/>';

    const out = inlineStylesheets(html, () => '.x::after{content:"</style><script>alert(1)</script>"}');

    expect(out.match(/<\/style>/g)).toHaveLength(1);
    expect(out).toContain('content:"<\\/style><script>');
  });
});
