import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { pickDraft, readDraft } from "./draftStorage.js";

const fields = { note: v.string(), count: v.number(), nickname: v.optional(v.string()) };

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("pickDraft", () => {
  test("keeps each listed field that has a value passing its schema, and nothing else", () => {
    expect(pickDraft({ note: "Call me", count: "7", secret: "hunter2" }, fields)).toStrictEqual({ note: "Call me" });
  });
});

describe("readDraft", () => {
  test("finds nothing, and writes nothing, where no draft was saved", () => {
    const removeItem = vi.spyOn(Storage.prototype, "removeItem");

    expect(readDraft("draft", fields)).toBeUndefined();
    expect(removeItem).not.toHaveBeenCalled();
  });

  test.each([
    { case: "a string", saved: "text" },
    { case: "a number", saved: 42 },
    { case: "null", saved: null },
    { case: "values that are null", saved: { version: 1, values: null } },
    { case: "values that are a string", saved: { version: 1, values: "note" } },
    { case: "values that are a list", saved: { version: 1, values: ["Call me"] } },
  ])("drops a saved draft of $case at once, and restores nothing", ({ saved }) => {
    sessionStorage.setItem("draft", JSON.stringify(saved));

    expect(readDraft("draft", fields)).toBeUndefined();
    expect(sessionStorage.getItem("draft")).toBeNull();
  });
});
