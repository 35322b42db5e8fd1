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
const island = (name: string, wake: string) =>
  `<div data-island="${name}" data-wake="${wake}" data-island-id="i1-"><p>…</p></div>`;

/** The statements of the page's bootstrap, as the browser will run them. */
function bootstrapOf(html: string): string[] {
  const body = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(body, "a bootstrap module script").toBeDefined();
  return body!.split("\n");
}

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
  it("puts a bootstrap where the layout left its placeholder, and no script or preload the parser would fetch", () => {
    const html = withPageScript(`<body><main></main>${placeholder}</body>`, build);

    expect(html).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*modulepreload/);
    expect(html).not.toContain("data-page-script");
  });

  it("waits for the first frame, then preloads the page script's imports and imports the page script", () => {
    const steps = bootstrapOf(withPageScript(`<main></main>${placeholder}`, build));

    expect(steps[0]).toMatch(/^await new Promise\(.*requestAnimationFrame\(\(\) => setTimeout\(/);
    expect(steps[1]).toContain('["/assets/helper-2.js"]');
    expect(steps.at(-1)).toBe('import("/assets/page-1.js");');
  });

  it("preloads the files of an island that wakes at load, so they arrive with the page script, and no other island's", () => {
    const html = withPageScript(
      `<main>${island("ContactFormIsland", "load")}${island("VideoIsland", "interaction")}</main>${placeholder}`,
      build,
    );
    const [, preload] = bootstrapOf(html);

    expect(preload).toContain('"/assets/ContactFormIsland-3.js"');
    expect(preload).toContain('"/assets/react-4.js"');
    expect(preload).not.toContain("VideoIsland");
    // The page script is imported, not preloaded as well.
    expect(preload).not.toContain("page-1.js");
  });

  it("leaves a page with no placeholder and no island alone", () => {
    const html = "<main><img src=/flyer.svg alt=Flyer></main>";

    expect(withPageScript(html, build)).toBe(html);
  });

  it("fails the build when a page has an island but no page script to wake it", () => {
    expect(() => withPageScript(`<main>${island("VideoIsland", "interaction")}</main>`, build)).toThrow(/VideoIsland/);
  });

  it("fails the build when a page names an island the build does not have", () => {
    expect(() => withPageScript(`<main>${island("GoneIsland", "load")}</main>${placeholder}`, build)).toThrow(
      /GoneIsland/,
    );
  });
});
