import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { buildSite, committedFile, copyOfTheData, removeBuild } from "./workspace";

/**
 * A bad edit never reaches the site: the build stops before anything is built, naming the file,
 * the entry and the field, in words the editor who made it understands.
 */

const buildDir = "build-e2e-invalid-content";

test("a project saved without a title fails the build, which names the file and the field", async () => {
  const data = await copyOfTheData();
  try {
    const file = path.join(data.dataDir, "portfolio.json");
    const portfolio = JSON.parse(await readFile(file, "utf8")) as { projects: Record<string, unknown>[] };
    portfolio.projects.push({
      description: "An automation the editor saved before giving it a title.",
      category: "automation",
      tags: ["Draft"],
    });
    await writeFile(file, `${JSON.stringify(portfolio, null, 2)}\n`);

    const build = await buildSite(buildDir, { CONTENT_DATA_DIR: data.dataDir });

    expect(build.code).not.toBe(0);
    expect(build.output).toContain("The site's content has 1 problem, so the site was not built:");
    expect(build.output).toContain(`${file} › Projects › project 20 › Title: is missing. Fill it in.`);
    // Nothing was built from it, and the committed file is as it was.
    expect(build.output).not.toContain("Prerender");
    expect(await readFile(committedFile("portfolio.json"), "utf8")).not.toContain("saved before giving it a title");
  } finally {
    await data.remove();
    await removeBuild(buildDir);
  }
});
