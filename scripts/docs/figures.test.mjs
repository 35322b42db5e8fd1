// The figures the docs state that the code can tell (a list of steps, a line count, the suites CI
// runs, which components use Ariakit), read from the code here so that a change to either side
// without the other fails.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file) => readFileSync(path.join(root, file), "utf8");
const architecture = read("docs/architecture.md");

/** The text of a Markdown page's section under `heading`, up to the next heading of its level. */
function section(page, heading) {
  const start = page.indexOf(`\n${heading}\n`);
  expect(start, `a section "${heading}"`).toBeGreaterThan(-1);
  const level = heading.match(/^#+/)[0];
  const end = page.indexOf(`\n${level} `, start + heading.length + 2);
  return page.slice(start, end === -1 ? undefined : end);
}

/** Lines of a file, counted as `wc -l` does. */
const lineCount = (file) => read(file).split("\n").length - (read(file).endsWith("\n") ? 1 : 0);

/** Every non-test TypeScript file under a folder, recursively, relative to the root. */
function sourceFiles(folder) {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("docs/architecture.md", () => {
  test("lists the build's steps in the order react-router.config.ts awaits them", () => {
    const awaited = [...read("apps/site/react-router.config.ts").matchAll(/step\.(\w+)\.run\(/g)].map((m) => m[1]);
    const listed = section(architecture, "## The build's steps")
      .split("\n\n")
      .filter((paragraph) => /^\d+\. /m.test(paragraph))
      .flatMap((list) => [...list.matchAll(/`([a-z]+[A-Z]\w*)`/g)].map((m) => m[1]));
    expect([...new Set(listed)]).toEqual(awaited);
  });

  test("gives the Cloudflare adapter's length in lines", () => {
    const file = "packages/relay/src/cloudflare/worker.ts";
    const stated = architecture.match(new RegExp(`\\(\`${file}\`, (\\d+) lines with its comments\\)`));
    expect(Number(stated?.[1])).toBe(lineCount(file));
  });

  test("gives the islands runtime's length in lines, tests aside", () => {
    const stated = architecture.match(
      /The mechanism here is (\d+) lines with\s+their comments \(`app\/hydration\/`, tests aside\)/,
    );
    const counted = sourceFiles("apps/site/app/hydration").reduce((sum, file) => sum + lineCount(file), 0);
    expect(Number(stated?.[1])).toBe(counted);
  });

  test("the table of an island's states moves as the runtime's STATES does", () => {
    const runtime = read("apps/site/app/hydration/runtime.ts");
    const table = runtime.slice(
      runtime.indexOf("const STATES"),
      runtime.indexOf("};", runtime.indexOf("const STATES")),
    );
    const inCode = Object.fromEntries(
      [...table.matchAll(/^ {2}(\w+): \{(.*)\},?$/gm)].map(([, state, body]) => [
        state,
        [...(body.match(/on: \{([^}]*)\}/)?.[1] ?? "").matchAll(/(\w+): "(\w+)"/g)].map((m) => `${m[1]} → ${m[2]}`),
      ]),
    );
    const inDocs = Object.fromEntries(
      [...section(architecture, "### An island's states").matchAll(/^\| `(\w+)` \|.*\| ([^|]+) \|$/gm)].map(
        ([, state, moves]) => [state, [...moves.matchAll(/`(\w+)` → `(\w+)`/g)].map((m) => `${m[1]} → ${m[2]}`)],
      ),
    );
    expect(inDocs).toEqual(inCode);
  });
});

describe("the package map", () => {
  const components = readdirSync(path.join(root, "packages/ui/src/components"));
  const onAriakit = components.filter((name) =>
    sourceFiles(`packages/ui/src/components/${name}`).some((file) => read(file).includes('from "@ariakit/react"')),
  );

  test.each(["README.md", "docs/architecture.md"])("%s counts ui's components and names those on Ariakit", (page) => {
    const stated = read(page).match(/(\d+) components \(([^)]*) on Ariakit\)/);
    expect(Number(stated?.[1])).toBe(components.length);
    expect(stated?.[2].split(/, | and /).sort()).toEqual(onAriakit.sort());
  });
});

describe("docs/testing.md", () => {
  test("names the end-to-end suites ci.yml's e2e job runs", () => {
    const job = parse(read(".github/workflows/ci.yml")).jobs.e2e;
    const run = job.steps.map((step) => step.run ?? "").find((command) => command.includes("turbo run"));
    const tasks = run.split(/\s+/).filter((word) => word.startsWith("test:"));
    const named = read("docs/testing.md").match(/the end-to-end\s+suites \(([^)]*)\)/)?.[1];
    expect(named?.match(/`[^`]+`/g)?.map((name) => name.slice(1, -1))).toEqual(tasks);
  });
});
