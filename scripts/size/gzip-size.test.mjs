import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll as after, test } from "vitest";
import { gunzipSync, gzipSync } from "node:zlib";
import { createFileGzipSizer, gzipSize, gzipSizeOfFiles } from "./gzip-size.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "gzip-size-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const write = (name, content) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};
const repetitive = "export const a = 1;\n".repeat(500);
const varied = Array.from({ length: 400 }, (_, i) => `const v${i} = ${(i * 7919) % 1000};`).join("\n");

test("the gzip size is the length of a level-9 stream that inflates back to the content", () => {
  const expected = gzipSync(varied, { level: 9 }).length;
  assert.equal(gzipSize(varied), expected);
  assert.equal(gunzipSync(gzipSync(varied, { level: 9 })).toString(), varied);
});

test("repetitive text compresses to far fewer bytes than it holds", () => {
  assert.ok(gzipSize(repetitive) < repetitive.length / 20, `${gzipSize(repetitive)} bytes`);
});

test("a file set's size is the sum of each file's own gzip size", () => {
  const a = write("a.js", repetitive);
  const b = write("b.js", varied);
  assert.equal(gzipSizeOfFiles([a, b]), gzipSize(repetitive) + gzipSize(varied));
});

test("a file listed twice is counted once", () => {
  const a = write("shared.js", varied);
  assert.equal(gzipSizeOfFiles([a, a, a]), gzipSize(varied));
});

test("the sizer reads each file once however many times it is asked", () => {
  const reads = [];
  const sizeOf = createFileGzipSizer((file) => {
    reads.push(file);
    return varied;
  });
  gzipSizeOfFiles(["/x.js", "/y.js"], sizeOf);
  gzipSizeOfFiles(["/x.js"], sizeOf);
  assert.deepEqual(reads, ["/x.js", "/y.js"]);
});
