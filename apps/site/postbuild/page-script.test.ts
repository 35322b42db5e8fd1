import { Script } from "node:vm";
import type { ClientBuild } from "./client-build";
import { islandsOn, scriptFilesOf, withPageScript } from "./page-script";

const build: ClientBuild = {
  pageScript: ["/assets/page-1.js", "/assets/helper-2.js"],
  islandRuntime: ["/assets/runtime-8.js"],
  islands: {
    ContactFormIsland: {
      wake: ["/assets/ContactFormIsland-3.js", "/assets/react-4.js", "/assets/page-1.js"],
      all: [],
      plainDom: false,
    },
    VideoIsland: {
      wake: ["/assets/VideoIsland-5.js", "/assets/react-4.js"],
      all: ["/assets/VideoIsland-5.js", "/assets/react-4.js", "/assets/captions-9.js"],
      plainDom: false,
    },
    CarouselIsland: {
      wake: ["/assets/CarouselIsland-6.js", "/assets/carousel-7.js"],
      all: ["/assets/CarouselIsland-6.js", "/assets/carousel-7.js"],
      plainDom: true,
    },
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
    const html = `<main>${island("ContactFormIsland", "interaction")}${island("ReportIsland", "query")}</main>`;

    expect(islandsOn(html)).toEqual([
      { name: "ContactFormIsland", wake: "interaction", deferRuntime: false },
      { name: "ReportIsland", wake: "query", deferRuntime: false },
    ]);
  });
});

describe("scriptFilesOf", () => {
  it("lists the page script's files, and on a page with islands the runtime and all its islands can load", () => {
    expect(scriptFilesOf(`<main>${island("VideoIsland", "interaction")}</main>`, build)).toEqual([
      "/assets/page-1.js",
      "/assets/helper-2.js",
      "/assets/runtime-8.js",
      "/assets/VideoIsland-5.js",
      "/assets/react-4.js",
      "/assets/captions-9.js",
    ]);
    expect(scriptFilesOf("<main></main>", build)).toEqual(["/assets/page-1.js", "/assets/helper-2.js"]);
  });
});

describe("withPageScript", () => {
  it("puts a bootstrap where the layout left its placeholder, and no script or preload the parser would fetch", () => {
    const html = withPageScript(`<body><main></main>${placeholder}</body>`, build);

    expect(html).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*modulepreload/);
    expect(html).not.toContain("data-page-script");
  });

  it("waits for the first contentful paint (or a frame where none is reported), then preloads the page script's imports and imports it", () => {
    const steps = bootstrapOf(withPageScript(`<main></main>${placeholder}`, build));

    expect(steps[0]).toMatch(/^await new Promise\(/);
    expect(steps[0]).toContain('getEntriesByName("first-contentful-paint")');
    expect(steps[0]).toContain("requestAnimationFrame(() => setTimeout(painted))");
    expect(steps[1]).toContain('["/assets/helper-2.js"]');
    expect(steps.at(-1)).toBe('import("/assets/page-1.js");');
  });

  it("preloads no island's files, not even a form's on the first screen: none is fetched before it is reached for", () => {
    const html = withPageScript(
      `<main>${island("ContactFormIsland", "interaction")}${island("VideoIsland", "interaction")}</main>${placeholder}`,
      build,
    );

    const bootstrap = bootstrapOf(html).join("\n");
    expect(bootstrap).not.toContain("ContactFormIsland-3.js");
    expect(bootstrap).not.toContain("react-4.js");
    expect(bootstrap).not.toContain("VideoIsland-5.js");
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
  });

  it("gives each island's root the files its waking fetches, but the page script's, for the runtime to preload", () => {
    const html = withPageScript(`<main>${island("ContactFormIsland", "interaction")}</main>${placeholder}`, build);

    expect(html).toContain(
      '<div data-island="ContactFormIsland" data-wake="interaction" data-island-id="i1-" data-island-files="/assets/ContactFormIsland-3.js /assets/react-4.js">',
    );
  });

  it("marks a plain-DOM island's root for its files to be fetched once in sight, and no other", () => {
    const html = withPageScript(
      `<main>${island("CarouselIsland", "interaction")}${island("ContactFormIsland", "interaction")}</main>${placeholder}`,
      build,
    );

    expect(html).toContain(
      '<div data-island="CarouselIsland" data-wake="interaction" data-island-id="i1-" data-island-files="/assets/CarouselIsland-6.js /assets/carousel-7.js" data-island-preload-in-sight>',
    );
    expect(html).toContain('data-island-files="/assets/ContactFormIsland-3.js /assets/react-4.js">');
  });

  it("leaves the islands runtime out of the start of a page whose every island waits below its words", () => {
    const below = (name: string) =>
      `<div data-island="${name}" data-wake="interaction" data-island-id="i1-" data-island-defer-runtime=""><p>…</p></div>`;
    const deferredHtml = withPageScript(`<main>${below("ContactFormIsland")}</main>${placeholder}`, build);
    const mixedHtml = withPageScript(
      `<main>${below("ContactFormIsland")}${island("VideoIsland", "interaction")}</main>${placeholder}`,
      build,
    );
    const deferred = bootstrapOf(deferredHtml);
    const mixed = bootstrapOf(mixedHtml);

    // Not at start: the islands name the runtime, and the bootstrap imports it as one nears the screen.
    expect(deferredHtml).toContain(
      'data-island-defer-runtime="" data-island-files="/assets/ContactFormIsland-3.js /assets/react-4.js" data-island-runtime="/assets/runtime-8.js">',
    );
    expect(deferred.join("\n")).not.toContain("runtime-8.js");
    const deferral = deferred.slice(deferred.indexOf('import("/assets/page-1.js");') + 1).join("\n");
    expect(deferral).toMatch(/^\(function startWhenIslandsNear\(/);
    expect(deferral).toMatch(
      /\)\(\[\.\.\.document\.querySelectorAll\("\[data-island-runtime\]"\)\], \(\) => import\(document\.querySelector\("\[data-island-runtime\]"\)\.getAttribute\("data-island-runtime"\)\)\);$/,
    );
    // It parses as the browser will read it (compiled here, not run).
    expect(() => new Script(`(async () => {${deferral}})`)).not.toThrow();
    expect(mixedHtml).not.toContain("data-island-runtime");
    expect(mixed[1]).toContain('"/assets/runtime-8.js"');
    expect(mixed.join("\n")).not.toContain("startWhenIslandsNear");
  });

  it("preloads the islands runtime on a page with islands, and only there", () => {
    const withIslands = bootstrapOf(
      withPageScript(`<main>${island("VideoIsland", "interaction")}</main>${placeholder}`, build),
    ).join("\n");
    const without = bootstrapOf(withPageScript(`<main></main>${placeholder}`, build)).join("\n");

    expect(withIslands).toContain('"/assets/runtime-8.js"');
    expect(without).not.toContain("runtime-8.js");
  });

  it("leaves a page with no placeholder and no island alone", () => {
    const html = "<main><img src=/flyer.svg alt=Flyer></main>";

    expect(withPageScript(html, build)).toBe(html);
  });

  it("fails the build when a page has an island but no page script to wake it", () => {
    expect(() => withPageScript(`<main>${island("VideoIsland", "interaction")}</main>`, build)).toThrow(/VideoIsland/);
  });

  it("fails the build when a page names an island the build does not have", () => {
    expect(() => withPageScript(`<main>${island("GoneIsland", "interaction")}</main>${placeholder}`, build)).toThrow(
      /GoneIsland/,
    );
  });
});
