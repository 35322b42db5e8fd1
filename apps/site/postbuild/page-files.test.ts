import { pageFile, prerenderedFile } from "./page-files";

describe("page files", () => {
  it.each([
    ["/", "index.html", "index.html"],
    ["/team", "team.html", "team/index.html"],
    ["/grand-rapids-ai-automation", "grand-rapids-ai-automation.html", "grand-rapids-ai-automation/index.html"],
    ["/404", "404.html", "404/index.html"],
  ])("%s is served from %s, moved from where React Router wrote it, %s", (path, served, prerendered) => {
    expect(pageFile(path)).toBe(served);
    expect(prerenderedFile(path)).toBe(prerendered);
  });
});
