import { PAYLOAD_SCHEMAS } from "@grand-river/webhooks";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { toContactPayload } from "./payload.js";

const now = new Date("2025-03-10T14:05:00.000Z");

describe("toContactPayload", () => {
  test.each([
    {
      case: "a phone number",
      values: {
        name: "Katherine Johnson",
        email: "kj@example.com ",
        phone: "(616) 555-0100",
        message: "Hi!\nCall me.",
      },
      payload: {
        name: "Katherine Johnson",
        email: "kj@example.com",
        phone: "(616) 555-0100",
        message: "Hi!\nCall me.",
        timestamp: "2025-03-10T14:05:00.000Z",
      },
    },
    {
      case: "no phone number",
      values: { name: "Katherine Johnson", email: "kj@example.com", phone: undefined, message: "Hello" },
      payload: {
        name: "Katherine Johnson",
        email: "kj@example.com",
        phone: "",
        message: "Hello",
        timestamp: "2025-03-10T14:05:00.000Z",
      },
    },
  ])("with $case", ({ values, payload }) => {
    expect(toContactPayload(values, now)).toEqual(payload);
    expect(v.is(PAYLOAD_SCHEMAS.contact, toContactPayload(values, now)), "the receivers accept it").toBe(true);
  });
});
