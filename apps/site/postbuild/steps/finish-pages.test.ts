import type { ClientBuild } from "../client-build";
import { finishPages } from "./finish-pages";
import { testBuild } from "./test-build";

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
});
