import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { test } from "vitest";
import { checksFromReport } from "./checks.mjs";

const root = "/site/build/client";
const team = `${root}/team/index.html`;
const moved = `${root}/Team/index.html`;
const at = (file) => pathToFileURL(file).href;

test("a page passes with no errors, and fails with each of its errors listed by line", () => {
  const report = {
    messages: [
      { type: "error", url: at(moved), lastLine: 4, message: "Bad value “0;url=/team” for attribute “content”." },
      { type: "info", subType: "warning", url: at(team), message: "Consider adding a “lang” attribute." },
    ],
  };
  assert.deepEqual(checksFromReport(report, [team, moved], root), [
    { page: "team/index.html", passed: true, errors: [] },
    { page: "Team/index.html", passed: false, errors: ["line 4: Bad value “0;url=/team” for attribute “content”."] },
  ]);
});

test("a message the checker cannot tie to a page fails a check of its own", () => {
  const checks = checksFromReport({ messages: [{ type: "non-document-error", message: "IO error" }] }, [team], root);
  assert.equal(checks.at(-1).passed, false);
  assert.deepEqual(checks.at(-1).errors, ["IO error"]);
});
