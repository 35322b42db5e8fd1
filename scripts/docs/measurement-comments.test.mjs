// Comments say why; figures live in docs/performance.md, as today's table with the command that
// reproduces it. This fails on a comment line that sets two measurements side by side ("from 160 to
// 136 ms", "168-200 ms with it, 72-128 without"): a before/after story that goes stale the day it is
// written. No linter rule knows what a measurement is, so this reads the comments itself.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** A quantity of time or size: "136 ms", "4.6 KB", "487 s", "2,123 px" is not one. */
const QUANTITY = /\b\d[\d,.]*\s?(?:ms|s|KB|kB|KiB|MB|bytes)\b/g;
/** Two figures joined as a change or a comparison: "160 to 136 ms", "47.5 → 25 ms", "487 s against 402 s". */
const CHANGE =
  /\b\d[\d,.]*\s?(?:ms|s|KB|kB|MB)?\s*(?:→|->|\bto\b|\bagainst\b|\bvs\.?)\s*\d[\d,.]*\s?(?:ms|s|KB|kB|MB)\b/;
/** A figure with something and another without it: "60.6 s with traces, 52.3 s without". */
const WITH_WITHOUT = /\d\s?(?:ms|s|KB|kB|MB)\b.*\bwith\b.*\d.*\bwithout\b/;
/** The words of a run's report: "110 ms of blocking time (median of 3, max 138)". */
const STATISTICS = /\b(?:median|max|min|runs?)\b/;

/** The lines of `source` that are comments: `//` lines and the inside of `/* … *\/` blocks. */
export function commentLines(source) {
  const lines = [];
  let inBlock = false;
  for (const [index, line] of source.split("\n").entries()) {
    const text = line.trim();
    if (inBlock || text.startsWith("/*")) {
      lines.push({ number: index + 1, text });
      inBlock = !text.includes("*/");
    } else if (text.startsWith("//") || text.startsWith("#")) {
      lines.push({ number: index + 1, text });
    } else if (line.includes(" // ")) {
      lines.push({ number: index + 1, text: line.slice(line.indexOf(" // ")) });
    }
  }
  return lines;
}

/** Whether a comment line sets two measurements side by side. */
export function narratesMeasurement(text) {
  const quantities = (text.match(QUANTITY) ?? []).length;
  return CHANGE.test(text) || WITH_WITHOUT.test(text) || (quantities >= 2 && STATISTICS.test(text));
}

describe("comments", () => {
  test.each([
    ["// from 160 to 136 ms and from 200 to 120 ms", true],
    ["// 168-200 ms with it, 72-128 ms without", true],
    ["/* /ai-playbook TBT: median 47.5 → 25 ms */", true],
    ["// a 39-test subset: 60.6 s with traces, 52.3 s without", true],
    ["// Caps the body at 64 KB, the most a keepalive request carries.", false],
    ["// under CI a test may take 90 s", false],
    ["/** The simple system's limits: one toast, 5000 ms open, removed 8000 ms after dismissal. */", false],
    ["// reads 110 ms of blocking time there (median of 3, max 138) and 8 ms in the shell", true],
  ])("%s is a measurement story: %s", (text, expected) => {
    expect(narratesMeasurement(text)).toBe(expected);
  });

  test("outside docs/, no comment narrates a before/after measurement", () => {
    const files = execFileSync("git", ["ls-files", "-z", "--", "*.ts", "*.tsx", "*.mjs", "*.js", "*.cjs", "*.yml"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\0")
      // This file quotes such comments to say what it looks for.
      .filter(
        (file) =>
          file &&
          !file.startsWith("docs/") &&
          !file.includes("/dist/") &&
          file !== "scripts/docs/measurement-comments.test.mjs",
      );
    const found = files.flatMap((file) =>
      commentLines(readFileSync(path.join(root, file), "utf8"))
        .filter(({ text }) => narratesMeasurement(text))
        .map(({ number, text }) => `${file}:${number}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
