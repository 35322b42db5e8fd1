import type { ClientBuild } from "./client-build";
import { islandsOn, withPageScript } from "./page-script";

const build: ClientBuild = {
  pageScript: ["/assets/page-1.js", "/assets/helper-2.js"],
  islands: {
    ContactFormIsland: { wake: ["/assets/ContactFormIsland-3.js", "/assets/react-4.js", "/assets/page-1.js"], all: [] },
    VideoIsland: { wake: ["/assets/VideoIsland-5.js", "/assets/react-4.js"], all: [] },
  },
  reachable: [],
};

const placeholder = '<script type="module" data-page-script=""></script>';
const island = (name: string, wake: string) => `<div data-island="${name}" data-wake="${wake}" data-island-id="i1-"><p>…</p></div>`;

describe("islandsOn", () => {
  it("lists a page's islands in page order, with when each wakes", () => {
    const html = `<main>${island("ContactFormIsland", "load")}${island("VideoIsland", "interaction")}</main>`;

    expect(islandsOn(html)).toEqual([
      { name: "ContactFormIsland", wake: "load" },
      { name: "VideoIsland", wake: "interaction" },
    ]);
  });
});

describe("withPageScript", () => {
  it("puts the page script where the layout left its placeholder, with its imports preloaded", () => {
    const html = withPageScript(`<body><main></main>${placeholder}</body>`, build);

    expect(html).toBe(
      '<body><main></main><link rel="modulepreload" href="/assets/helper-2.js"/><script type="module" src="/assets/page-1.js"></script></body>',
    );
  });

  it("preloads an island that wakes at load, so it arrives with the page script, and no other", () => {
    const html = withPageScript(`<main>${island("ContactFormIsland", "load")}${island("VideoIsland", "interaction")}</main>${placeholder}`, build);

    expect(html).toContain('<link rel="modulepreload" href="/assets/ContactFormIsland-3.js"/>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/react-4.js"/>');
    expect(html).not.toContain("VideoIsland-5.js");
    // The page script is loaded by its script tag, not preloaded as well.
    expect(html.match(/page-1\.js/g)).toHaveLength(1);
  });

  it("leaves a page with no placeholder and no island alone", () => {
    const html = "<main><img src=/flyer.svg alt=Flyer></main>";

    expect(withPageScript(html, build)).toBe(html);
  });

  it("fails the build when a page has an island but no page script to wake it", () => {
    expect(() => withPageScript(`<main>${island("VideoIsland", "interaction")}</main>`, build)).toThrow(/VideoIsland/);
  });

  it("fails the build when a page names an island the build does not have", () => {
    expect(() => withPageScript(`<main>${island("GoneIsland", "load")}</main>${placeholder}`, build)).toThrow(/GoneIsland/);
  });
});
