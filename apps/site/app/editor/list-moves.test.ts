import { isMoveKey, movedTo } from "./list-moves";
import { barNames, movedWords } from "./list-words";

describe("moving a list entry by keyboard", () => {
  it.each([
    ["ArrowUp", 3, 6, 2],
    ["ArrowLeft", 3, 6, 2],
    ["ArrowDown", 3, 6, 4],
    ["ArrowRight", 3, 6, 4],
    ["Home", 3, 6, 0],
    ["End", 3, 6, 5],
    ["ArrowUp", 0, 6, undefined],
    ["Home", 0, 6, undefined],
    ["ArrowDown", 5, 6, undefined],
    ["End", 5, 6, undefined],
    ["ArrowDown", 0, 1, undefined],
    [" ", 3, 6, undefined],
    ["Enter", 3, 6, undefined],
  ])("%j on entry %i of %i moves it to %j", (key, index, size, target) => {
    expect(movedTo(key, index, size)).toBe(target);
  });

  it.each([
    ["ArrowUp", true],
    ["End", true],
    ["Tab", false],
    ["Enter", false],
    ["constructor", false],
  ])("takes %j for itself: %j (Tab and Enter go on as they would)", (key, taken) => {
    expect(isMoveKey(key)).toBe(taken);
  });

  it("announces the entry by its kind and summary, and its new place counted from 1", () => {
    expect(movedWords({ kind: "project", name: "Lakeshore Dental" }, 0, 6)).toBe(
      "Moved project Lakeshore Dental to position 1 of 6",
    );
  });
});

describe("the names of an entry's controls", () => {
  it("name the entry each belongs to, by its kind and summary", () => {
    expect(barNames({ kind: "tag", name: "Healthcare" }, false)).toEqual({
      toggle: "Expand tag Healthcare",
      handle: "Drag to move tag Healthcare",
      remove: "Remove tag Healthcare",
    });
    expect(barNames({ kind: "project", name: "  " }, true).toggle).toBe("Collapse untitled project");
  });
});
