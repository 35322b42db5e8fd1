import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { playbookPage, projects } from "@grand-river/content";
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

    const build = await buildSite(buildDir, data.buildEnv);

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

test("four broken files give four problems in one build, each naming its file and field", async () => {
  const data = await copyOfTheData();
  // Writes the copy of `file` as `change` returns it, and gives the copy's path, as the build names it.
  const edit = async <Fields>(file: string, change: (fields: Fields) => Fields) => {
    const target = path.join(data.dataDir, file);
    const fields = change(JSON.parse(await readFile(target, "utf8")) as Fields);
    await writeFile(target, `${JSON.stringify(fields, null, 2)}\n`);
    return target;
  };
  try {
    const portfolio = await edit<{ projects: { link?: string }[] }>(
      "portfolio.json",
      ({ projects: [first, ...rest] }) => ({
        projects: [{ ...first, link: "javascript:alert(document.cookie)" }, ...rest],
      }),
    );
    const pages = await edit<{ team: { title: string } }>("pages.json", (fields) => ({
      ...fields,
      team: { ...fields.team, title: "🚀" },
    }));
    const faq = await edit<{ questions: { answer: string }[] }>(
      "playbook-faq.json",
      ({ questions: [first, ...rest] }) => ({
        questions: [{ ...first, answer: "Here: <img src=x onerror=alert(1)>" }, ...rest],
      }),
    );
    const privacy = await edit<{ body: string }>("legal/privacy-policy.json", (fields) => ({
      ...fields,
      body: `<script>alert(1)</script> ${fields.body}`,
    }));

    const build = await buildSite(buildDir, data.buildEnv);

    expect(build.code).not.toBe(0);
    expect(build.output).toContain("The site's content has 4 problems, so the site was not built:");
    expect(build.output).toContain(
      `${portfolio} › Projects › project 1 “${projects[0]?.title}” › Project link: must be a full web address starting with https://`,
    );
    expect(build.output).toContain(
      `${pages} › Team (/team) › Title: has no words. Use letters or digits, not only symbols.`,
    );
    expect(build.output).toContain(
      `${faq} › Questions › question 1 “${playbookPage.faq.items[0]?.question}” › Answer: has HTML code, <img src=x onerror=alert(1)>`,
    );
    expect(build.output).toContain(`${privacy} › Text: has HTML code, <script>`);
  } finally {
    await data.remove();
    await removeBuild(buildDir);
  }
});

test("a file hand-edited into invalid JSON is named with its line and column, beside another file's over-long title", async () => {
  const data = await copyOfTheData();
  try {
    const videos = path.join(data.dataDir, "videos.json");
    // A comma deleted by hand after the first video's title: the parser stops at the next field.
    const text = await readFile(videos, "utf8");
    const [head = "", tail = ""] = text.split(/(?<=\n {6}"title": "[^"]*"),/, 2);
    await writeFile(videos, `${head}${tail}`);
    const pages = path.join(data.dataDir, "pages.json");
    const fields = JSON.parse(await readFile(pages, "utf8")) as { team: { title: string } };
    await writeFile(
      pages,
      `${JSON.stringify({ ...fields, team: { ...fields.team, title: "T".repeat(95) } }, null, 2)}\n`,
    );

    const build = await buildSite(buildDir, data.buildEnv);

    expect(build.code).not.toBe(0);
    expect(build.output).toContain("The site's content has 2 problems, so the site was not built:");
    expect(build.output).toContain(
      `${videos}: is not valid JSON at line ${head.split("\n").length + 1}, column 7: a comma is missing here, before the next field or entry.`,
    );
    expect(build.output).toContain(`${pages} › Team (/team) › Title: is 95 characters long; keep it to 90.`);
    expect(build.output).not.toContain("Failed to parse JSON");
  } finally {
    await data.remove();
    await removeBuild(buildDir);
  }
});
