import { describe, expect, it } from "vitest";
import { initialsOf } from "./initialsOf.js";

describe("initialsOf", () => {
  it.each([
    ["Lakeshore Dental Booking", "LD"],
    ["Automations", "A"],
    ["grand river ai", "GR"],
    ["  Spaced   Out  Title ", "SO"],
    ["Smith & Sons Roofing", "SS"],
    ["AI-Powered Intake", "AP"],
    ["(Beta) Lead Tracker", "BL"],
    ["3D Print Shop", "3P"],
    ["Élan Café", "ÉC"],
    ["", ""],
    ["   ", ""],
    ["& —", ""],
  ])("%j → %j", (title, expected) => {
    expect(initialsOf(title)).toBe(expected);
  });
});
