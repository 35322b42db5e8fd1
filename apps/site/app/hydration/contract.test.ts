import { queryString } from "./contract";

describe("queryString", () => {
  it("writes the values in a fixed order, so one wake reads the same on every build", () => {
    expect(queryString({ payment: "success", b: "2" })).toBe("b=2&payment=success");
  });
});
