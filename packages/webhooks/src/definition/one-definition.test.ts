import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { WEBHOOK_FORM_TABLE, WEBHOOK_FORMS } from "../forms.js";

// Each form's fields are named in its definition (this package's definition/<form>.ts) and its words (its
// folder's messages.ts in packages/forms, and options.ts, its choices in those words), and in no
// other source file of the two packages.

const repo = join(import.meta.dirname, "../../../..");
const sources = execFileSync("git", ["ls-files", "packages/forms/src", "packages/webhooks/src"], { cwd: repo })
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

describe.each(WEBHOOK_FORMS)("the %s form's fields", (form) => {
  const allowed = [
    `packages/webhooks/src/definition/${form}.ts`,
    `packages/forms/src/${form}/messages.ts`,
    `packages/forms/src/${form}/options.ts`,
    ...COMPUTES.map((file) => `packages/forms/src/${file}`),
  ];
  const fields = Object.keys(WEBHOOK_FORM_TABLE[form].fields).filter((field) => !ORDINARY.has(field));

  test.each(fields)("%s is named only in its definition and its words", (field) => {
    const pattern = naming(field);
    const naming_files = sources.filter((file) => pattern.test(code.get(file) ?? ""));
    expect(naming_files.filter((file) => !allowed.includes(file))).toEqual([]);
    expect(naming_files).toContain(`packages/webhooks/src/definition/${form}.ts`);
  });
});
