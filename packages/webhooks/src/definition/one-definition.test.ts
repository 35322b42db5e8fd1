import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "vitest";
import { WEBHOOK_FORM_TABLE, WEBHOOK_FORMS } from "../forms.js";

// Each form's fields are named in its definition (this package's definition/<form>.ts) and its words (its
// folder's messages.ts in packages/forms, and options.ts, its choices in those words), and in no
// other source file of the two packages.

const repo = join(import.meta.dirname, "../../../..");
const sources = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "packages/forms/src", "packages/webhooks/src"],
  { cwd: repo },
)
  .toString()
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|\/testing\//.test(file));
/** Each file's code, without its comments (which may name a field as an example). */
const code = new Map(
  sources.map((file) => [
    file,
    readFileSync(join(repo, file), "utf8").replace(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/.*$/gm, ""),
  ]),
);

/** Names that are also ordinary words of the code (an element's `name`, an error's `message`…): not checked. */
const ORDINARY = new Set(["name", "email", "message", "date", "newsletter"]);

/**
 * Files that compute with a form's fields by name, which no definition can say: the work log's
 * totals (from its times, break and rate) and its fresh entry (today, its weekday, 09:00 until now).
 */
const COMPUTES = ["worklog/calculate.ts", "worklog/WorklogTotals.tsx", "worklog/initialValues.ts"];

/** `field` as code names it: a key, a string, a member or a `name=` attribute. */
const naming = (field: string) =>
  new RegExp(`["'\`]${field}["'\`]|(?<![\\w$.])${field}\\??\\s*:|\\.${field}(?![\\w$])|name=["']${field}["']`);

/** Each form's fields but the ordinary words, as [form, field]. */
const checked = WEBHOOK_FORMS.flatMap((form) =>
  Object.keys(WEBHOOK_FORM_TABLE[form].fields)
    .filter((field) => !ORDINARY.has(field))
    .map((field) => [form, field] as const),
);

test.each(checked)("the %s form's %s is named only in its definition and its words", (form, field) => {
  const allowed = [
    `packages/webhooks/src/definition/${form}.ts`,
    `packages/forms/src/${form}/messages.ts`,
    `packages/forms/src/${form}/options.ts`,
    ...COMPUTES.map((file) => `packages/forms/src/${file}`),
  ];
  const pattern = naming(field);
  const namingFiles = sources.filter((file) => pattern.test(code.get(file) ?? ""));
  expect(namingFiles.filter((file) => !allowed.includes(file))).toEqual([]);
  expect(namingFiles).toContain(`packages/webhooks/src/definition/${form}.ts`);
});

/** A line's shape: its words and punctuation, with each text, number and leading field name made alike. */
const shapeOf = (line: string) =>
  line
    .trim()
    .replace(/"[^"]*"/g, "S")
    .replace(/\b\d+(\.\d+)?\b/g, "N")
    .replace(/^[\w$]+:/, "F:");

test("no two forms' definitions share six lines of the same shape", () => {
  const runs = new Map<string, string>();
  for (const form of WEBHOOK_FORMS) {
    const lines = (code.get(`packages/webhooks/src/definition/${form}.ts`) ?? "")
      .split("\n")
      .map(shapeOf)
      .filter((line) => line !== "");
    for (let start = 0; start + 6 <= lines.length; start++) {
      const run = lines.slice(start, start + 6).join("\n");
      const other = runs.get(run);
      expect(other === undefined || other === form, `${form} and ${other} share:\n${run}`).toBe(true);
      runs.set(run, form);
    }
  }
});
