import type { ClientBuild } from "../client-build";
import { stylesForPage } from "../page-styles";
import { finishPages } from "./finish-pages";
import { testBuild } from "./test-build";

// Counts the pages styled, to tell styles made from styles taken from the cache.
vi.mock("../page-styles", async (importOriginal) => {
  const original = await importOriginal<typeof import("../page-styles")>();
  return { ...original, stylesForPage: vi.fn(original.stylesForPage) };
});

const client: ClientBuild = {
  pageScript: ["/assets/page-1.js"],
  islandRuntime: ["/assets/islands-2.js"],
  islands: { VideoIsland: { wake: ["/assets/VideoIsland-3.js"], all: ["/assets/VideoIsland-3.js"], plainDom: true } },
  reachable: [],
};
const scripts = {
  "assets/page-1.js": "",
  "assets/islands-2.js": "",
  "assets/VideoIsland-3.js": 'jsx("p",{className:"_playing"})',
};
const head = '<head><link rel="stylesheet" href="/assets/root-1.css"/></head>';
const placeholder = '<script type="module" data-page-script=""></script>';

describe("finishPages", () => {
  it("inlines the stylesheet and writes the page script, with each island's files on its root, into every page", async () => {
    const { build, read, remove } = await testBuild({
      "index.html": `${head}<body class="a">${placeholder}</body>`,
      "videos.html": `${head}<body class="a"><div data-island="VideoIsland" data-wake="interaction"></div>${placeholder}</body>`,
      ...scripts,
    });
    const stylesheets = new Map([["/assets/root-1.css", ".a{color:red}"]]);

    await finishPages.run({ ...build, stylesheets, client });

    const home = await read("index.html");
    expect(home).toContain("<style>.a{color:red}</style>");
    expect(home).not.toContain("root-1.css");
    expect(home).toContain('import("/assets/page-1.js")');
    expect(home).not.toContain("islands-2.js");
    const videos = await read("videos.html");
    expect(videos).toContain("islands-2.js");
    expect(videos).toContain('data-island-files="/assets/VideoIsland-3.js"');
    await remove();
  });

  it("inlines in each page only the rules its HTML and the scripts it can run can use", async () => {
    const { build, read, remove } = await testBuild({
      "index.html": `${head}<body class="a">${placeholder}</body>`,
      "videos.html": `${head}<body><div data-island="VideoIsland" data-wake="interaction"></div>${placeholder}</body>`,
      ...scripts,
    });
    const stylesheets = new Map([["/assets/root-1.css", ".a{color:red}._playing{opacity:1}"]]);

    await finishPages.run({ ...build, stylesheets, client });

    expect(await read("index.html")).toContain("<style>.a{color:red}</style>");
    expect(await read("videos.html")).toContain("<style>._playing{opacity:1}</style>");
    await remove();
  });

  it("styles again, on a rebuild, only the page an edit brought a new class to, and writes what an uncached build writes", async () => {
    const stylesheets = new Map([["/assets/root-1.css", ".a{color:red}.b{color:blue}"]]);
    const page = (body: string) => `${head}<body class="a">${body}${placeholder}</body>`;
    const first = await testBuild({
      "index.html": page("<p>Hello</p>"),
      "faq.html": page("<p>An answer</p>"),
      ...scripts,
    });
    await finishPages.run({ ...first.build, stylesheets, client });
    const edited = {
      "index.html": page("<p>Hello, edited</p>"),
      "faq.html": page('<p class="b">A longer answer</p>'),
      ...scripts,
    };
    const rebuilt = await testBuild(edited);
    const uncached = await testBuild(edited);
    await finishPages.run({ ...uncached.build, stylesheets, client });
    vi.mocked(stylesForPage).mockClear();

    await finishPages.run({ ...rebuilt.build, cache: first.build.cache, stylesheets, client });

    expect(stylesForPage).toHaveBeenCalledTimes(1);
    expect(await rebuilt.read("faq.html")).toContain("<style>.a{color:red}.b{color:blue}</style>");
    for (const file of ["index.html", "faq.html"])
      expect(await rebuilt.read(file), file).toBe(await uncached.read(file));
    await Promise.all([first.remove(), rebuilt.remove(), uncached.remove()]);
  });
});
