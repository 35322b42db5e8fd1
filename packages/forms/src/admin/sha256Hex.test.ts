import { describe, expect, test } from "vitest";
import { sha256Hex } from "./sha256Hex.js";

describe("sha256Hex", () => {
  // Expected digests from `printf '<text>' | sha256sum`.
  test.each([
    { text: "", hex: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" },
    { text: "2468", hex: "a1fb4e703a9ef1fa4936801721ff285a97ac85330856674412e054892afe6972" },
    { text: " 2468", hex: "187a5a6d171bf7a5d89bc961e75a5cdd49df624e9814a1d4a3f9b16c10b8e2b6" },
    { text: "café", hex: "850f7dc43910ff890f8879c0ed26fe697c93a067ad93a7d50f466a7028a9bf4e" },
  ])("“$text” hashes to $hex", async ({ text, hex }) => {
    expect(await sha256Hex(text)).toBe(hex);
  });
});
