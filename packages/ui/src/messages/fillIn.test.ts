import { fillIn } from "./fillIn.js";

describe("fillIn", () => {
  test.each([
    ["{slide} of {count}", { slide: 2, count: 5 }, "2 of 5"],
    ["Diapositiva {slide} de {count}", { slide: 1, count: 3 }, "Diapositiva 1 de 3"],
    ["{count} total, now {slide}", { slide: 1, count: 3 }, "3 total, now 1"],
    ["Play video: {title}", { title: "Meet {us}" }, "Play video: Meet {us}"],
    ["No placeholder", { slide: 1 }, "No placeholder"],
    ["{unknown} stays", { slide: 1 }, "{unknown} stays"],
  ])("%s with %o reads %s", (message, values, expected) => {
    expect(fillIn(message, values)).toBe(expected);
  });
});
