import { describe, expect, it } from "vitest";
import { readElementsValue, sameFieldValue } from "./readElementsValue.js";

/** Native elements from markup, as a prerendered form has them. */
function elements(html: string) {
  const form = document.createElement("form");
  form.innerHTML = html;
  return [...form.querySelectorAll<HTMLInputElement>("input, select, textarea")];
}

describe("readElementsValue", () => {
  it.each([
    ["a text input's text", '<input name="name" value="Ada">', "string", "Ada"],
    ["a textarea's text", '<textarea name="message">Hello</textarea>', "string", "Hello"],
    [
      "a select's choice",
      '<select name="worker"><option>Alex</option><option selected>Sam</option></select>',
      "string",
      "Sam",
    ],
    [
      "a radio group's checked value",
      '<input type="radio" name="size" value="solo"><input type="radio" name="size" value="small" checked>',
      "string",
      "small",
    ],
    ["a radio group with none checked", '<input type="radio" name="size" value="solo">', "string", undefined],
    ["a range input's number", '<input type="range" name="aiFamiliarity" min="1" max="5" value="4">', "number", 4],
    ["an empty number input", '<input type="number" name="hourlyRate">', "number", Number.NaN],
    ["a switch's state", '<input type="checkbox" name="newsletter">', "boolean", false],
    [
      "a checkbox group's checked values, in page order",
      '<input type="checkbox" name="apps" value="gmail" checked><input type="checkbox" name="apps" value="slack"><input type="checkbox" name="apps" value="zoom" checked>',
      "string[]",
      ["gmail", "zoom"],
    ],
  ] as const)("reads %s", (_, html, kind, expected) => {
    expect(readElementsValue(elements(html), kind)).toEqual(expected);
  });

  it("reads nothing from no elements", () => {
    expect(readElementsValue([], "string")).toBeUndefined();
  });
});

describe("sameFieldValue", () => {
  it.each([
    [undefined, "", true],
    ["", Number.NaN, true],
    ["Ada", "Ada", true],
    ["Ada", "", false],
    [3, 4, false],
    [true, false, false],
    [["gmail"], ["gmail"], true],
    [["gmail"], ["gmail", "zoom"], false],
    [[], undefined, false],
  ])("%j and %j: %s", (a, b, same) => {
    expect(sameFieldValue(a, b)).toBe(same);
  });
});
