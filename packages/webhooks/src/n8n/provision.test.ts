import { describe, expect, test } from "vitest";
import { holds, provisionSettings, runProvision, smtpCredentialName } from "./provision.js";

const complete = {
  N8N_URL: "https://agency.app.n8n.cloud/",
  N8N_API_KEY: "key-1",
  N8N_OWNER_EMAIL: "owner@agency.example",
  N8N_OWNER_PASSWORD: "secret",
  VITE_SITE_ORIGIN: "https://www.example.com/",
  LEADS_NOTIFY_TO: "hello@agency.example",
  LEADS_NOTIFY_FROM: "Grand River site <site@agency.example>",
  SMTP_HOST: "smtp.example.com",
  SMTP_USER: "site",
  SMTP_PASSWORD: "p4ss",
};

describe("provisioning settings", () => {
  test("reads a complete set, with SMTP on port 587 unless told otherwise", () => {
    expect(provisionSettings(complete, undefined)).toEqual({
      url: "https://agency.app.n8n.cloud",
      webhookUrl: "https://agency.app.n8n.cloud",
      apiKey: "key-1",
      origin: "https://www.example.com",
      owner: { email: "owner@agency.example", password: "secret" },
      notifyTo: "hello@agency.example",
      notifyFrom: "Grand River site <site@agency.example>",
      smtp: { host: "smtp.example.com", port: 587, user: "site", password: "p4ss", secure: false },
    });
  });

  test("takes a table made by hand instead of the owner's login", () => {
    const { N8N_OWNER_EMAIL: _email, N8N_OWNER_PASSWORD: _password, ...rest } = complete;
    expect(provisionSettings({ ...rest, N8N_LEADS_TABLE_ID: "t1" }, undefined)).toMatchObject({ tableId: "t1" });
    expect(provisionSettings({ ...rest, N8N_LEADS_TABLE_ID: "t1" }, undefined)).not.toHaveProperty("owner");
  });

  test("names every problem at once", () => {
    const result = provisionSettings(
      { N8N_URL: "ftp://n8n", SMTP_PORT: "99999", SMTP_SECURE: "yes", LEADS_NOTIFY_TO: "nobody" },
      undefined,
    );

    expect(result).toEqual({
      problems: [
        'N8N_URL "ftp://n8n" is not an http(s) address.',
        "N8N_API_KEY is not set: an n8n API key (Settings > n8n API).",
        "VITE_SITE_ORIGIN (or --origin) is not set: the site's origin, such as https://www.example.com.",
        "N8N_OWNER_EMAIL and N8N_OWNER_PASSWORD are not both set: the owner's login creates the leads table (or set N8N_LEADS_TABLE_ID).",
        "LEADS_NOTIFY_FROM is not set: the sender of those e-mails.",
        'LEADS_NOTIFY_TO "nobody" is not an e-mail address.',
        "SMTP_HOST is not set: the SMTP server that sends the e-mails.",
        'SMTP_PORT "99999" is not a port.',
        'SMTP_SECURE must be true or false, not "yes".',
      ],
    });
  });

  test("the command prints them and exits 2 without calling n8n", async () => {
    const lines: string[] = [];
    const calls: string[] = [];
    const code = await runProvision({
      args: [],
      env: { ...complete, SMTP_HOST: "" },
      print: (line) => lines.push(line),
      fetch: (url) => {
        calls.push(url instanceof Request ? url.url : url.toString());
        return Promise.reject(new Error("no n8n here"));
      },
    });

    expect(code).toBe(2);
    expect(lines).toEqual([
      "The provisioning settings are not complete (1 problems):",
      "  - SMTP_HOST is not set: the SMTP server that sends the e-mails.",
    ]);
    expect(calls).toEqual([]);
  });
});

describe("the SMTP credential's name", () => {
  const settings = provisionSettings(complete, undefined);
  if ("problems" in settings) throw new Error("complete settings were refused");

  test("stays the same for the same settings, and changes with any of them", () => {
    expect(smtpCredentialName(settings)).toMatch(/^Grand River SMTP \([0-9a-f]{10}\)$/);
    expect(smtpCredentialName({ ...settings })).toBe(smtpCredentialName(settings));
    expect(smtpCredentialName({ ...settings, smtp: { ...settings.smtp, password: "new" } })).not.toBe(
      smtpCredentialName(settings),
    );
  });

  test("cannot be told from the password without the API key", () => {
    expect(smtpCredentialName({ ...settings, apiKey: "key-2" })).not.toBe(smtpCredentialName(settings));
  });
});

test("a stored workflow holds what we send when n8n only added to it", () => {
  expect(holds({ a: 1, b: [{ c: "x" }] }, { a: 1, b: [{ c: "x", id: "n8n's own" }], updatedAt: "now" })).toBe(true);
  expect(holds({ a: 1, b: [{ c: "x" }] }, { a: 1, b: [{ c: "y" }] })).toBe(false);
  expect(holds({ b: [1, 2] }, { b: [1, 2, 3] })).toBe(false);
});
