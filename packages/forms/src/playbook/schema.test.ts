import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { formErrors } from "../validation/formErrors.js";
import { APP_CATEGORIES, TEAM_SIZES } from "./options.js";
import { PlaybookSchema, type PlaybookValues } from "./schema.js";

const signUp: PlaybookValues = {
  fullName: "Grace Hopper",
  businessName: "Cobol Consulting",
  businessWebsite: "",
  industry: "Software",
  teamSize: "small",
  painPoint: "Invoices take hours",
  aiFamiliarity: 3,
  apps: ["gmail"],
  aiQuestion: "",
  email: "grace@example.com",
};

/** The errors of the sign-up with one field changed. */
const errorsWith = (field: keyof PlaybookValues, value: unknown) =>
  formErrors(PlaybookSchema, { ...signUp, [field]: value });

describe("PlaybookSchema", () => {
  test("accepts a complete sign-up", async () => {
    expect(await formErrors(PlaybookSchema, signUp)).toEqual({});
  });

  test.each([
    { field: "fullName", value: "G", message: "Name must be at least 2 characters." },
    { field: "fullName", value: " G ", message: "Name must be at least 2 characters." },
    { field: "fullName", value: "", message: "Name must be at least 2 characters." },
    { field: "fullName", value: undefined, message: "Name must be at least 2 characters." },
    { field: "businessName", value: "C", message: "Please enter your business name." },
    { field: "businessName", value: "", message: "Please enter your business name." },
    { field: "industry", value: "S", message: "Please specify your industry or niche." },
    { field: "industry", value: undefined, message: "Please specify your industry or niche." },
    { field: "businessWebsite", value: "cobol.example.com", message: "Please enter a valid URL." },
    { field: "businessWebsite", value: "not a url", message: "Please enter a valid URL." },
    { field: "businessWebsite", value: "ftp://cobol.example.com", message: "Please enter a valid URL." },
    { field: "teamSize", value: undefined, message: "Please select your team size." },
    { field: "teamSize", value: "", message: "Please select your team size." },
    { field: "teamSize", value: "huge", message: "Please select your team size." },
    { field: "painPoint", value: "x".repeat(101), message: "Response must be 100 characters or less." },
    { field: "apps", value: [], message: "Please select at least one app or platform." },
    { field: "apps", value: undefined, message: "Please select at least one app or platform." },
    { field: "email", value: "", message: "Please enter a valid email address." },
    { field: "email", value: undefined, message: "Please enter a valid email address." },
    { field: "email", value: "grace@", message: "Please enter a valid email address." },
  ] as const)("refuses $field set to $value with “$message”", async ({ field, value, message }) => {
    expect(await errorsWith(field, value)).toEqual({ [field]: message });
  });

  test.each([
    { field: "fullName", value: "Gr" },
    { field: "businessName", value: "Co" },
    { field: "industry", value: "IT" },
    { field: "businessWebsite", value: "" },
    { field: "businessWebsite", value: undefined },
    { field: "businessWebsite", value: "https://cobol.example.com" },
    { field: "painPoint", value: "x".repeat(100) },
    { field: "painPoint", value: "" },
    { field: "apps", value: ["gmail", "power-bi"] },
    { field: "aiQuestion", value: undefined },
    { field: "aiQuestion", value: "Which AI tool writes proposals best?" },
    { field: "email", value: "grace@example.com" },
  ] as const)("accepts $field set to $value", async ({ field, value }) => {
    expect(await errorsWith(field, value)).toEqual({});
  });

  test.each(TEAM_SIZES)("accepts the team size $label", async ({ value }) => {
    expect(await errorsWith("teamSize", value)).toEqual({});
  });

  test.each([
    { value: 0, accepted: false },
    { value: 1, accepted: true },
    { value: 3, accepted: true },
    { value: 5, accepted: true },
    { value: 6, accepted: false },
    { value: 2.5, accepted: false },
    { value: Number.NaN, accepted: false },
  ])("AI familiarity $value accepted: $accepted", async ({ value, accepted }) => {
    expect(await errorsWith("aiFamiliarity", value)).toEqual(
      accepted ? {} : { aiFamiliarity: "Please choose a familiarity level from 1 to 5." },
    );
  });

  test("AI familiarity defaults to 3", () => {
    expect(v.parse(PlaybookSchema, { ...signUp, aiFamiliarity: undefined }).aiFamiliarity).toBe(3);
  });

  test("refuses an app id that is not on the list, with the message on the apps field the visitor sees", async () => {
    expect(await errorsWith("apps", ["gmail", "fax-machine"])).toEqual({
      apps: "Please select at least one app or platform.",
    });
  });
});

describe("Playbook options", () => {
  test("team sizes read Solo, 2-10, 11-50 and 50+", () => {
    expect(TEAM_SIZES).toEqual([
      { value: "solo", label: "Solo" },
      { value: "small", label: "2-10" },
      { value: "medium", label: "11-50" },
      { value: "large", label: "50+" },
    ]);
  });

  test("apps are grouped exactly as the spec's table", () => {
    expect(APP_CATEGORIES.map(({ name, apps }) => [name, apps.map((app) => app.id)])).toEqual([
      ["Email and Calendar", ["gmail", "outlook", "google-calendar", "calendly"]],
      ["CRM and Sales", ["hubspot", "salesforce", "pipedrive"]],
      ["Collaboration and Chat", ["slack", "teams", "zoom", "google-meet"]],
      ["Docs and Storage", ["google-docs", "ms-word", "google-drive", "dropbox", "onedrive"]],
      ["E-commerce and Marketing", ["shopify", "woocommerce", "mailchimp", "activecampaign"]],
      ["Analytics and Reporting", ["google-analytics", "tableau", "power-bi"]],
    ]);
  });

  test("every app has a human label", () => {
    const labels = APP_CATEGORIES.flatMap(({ apps }) => apps.map((app) => app.label));
    expect(labels).toContain("Google Calendar");
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[A-Z][\w .]+$/);
  });
});
