import { describe, expect, test } from "vitest";
import { LOCAL_INBOX_ORIGIN, WEBHOOK_FORMS, localInboxOrigin, webhookUrlsFromEnv } from "./endpoints";

describe("webhookUrlsFromEnv", () => {
  test("with nothing set, every form posts to the local inbox", () => {
    expect(LOCAL_INBOX_ORIGIN).toBe("http://127.0.0.1:8787");
    expect(webhookUrlsFromEnv({})).toEqual({
      newsletter: "http://127.0.0.1:8787/newsletter",
      report: "http://127.0.0.1:8787/report",
      playbook: "http://127.0.0.1:8787/playbook",
      contact: "http://127.0.0.1:8787/contact",
      worklog: "http://127.0.0.1:8787/worklog",
    });
  });

  test("each VITE_WEBHOOK_*_URL overrides only its own form", () => {
    const env = {
      VITE_WEBHOOK_NEWSLETTER_URL: "https://hooks.example.test/n",
      VITE_WEBHOOK_REPORT_URL: "https://hooks.example.test/r",
      VITE_WEBHOOK_PLAYBOOK_URL: "https://hooks.example.test/p",
      VITE_WEBHOOK_CONTACT_URL: "https://hooks.example.test/c",
      VITE_WEBHOOK_WORKLOG_URL: "https://hooks.example.test/w",
    };
    expect(webhookUrlsFromEnv(env)).toEqual({
      newsletter: "https://hooks.example.test/n",
      report: "https://hooks.example.test/r",
      playbook: "https://hooks.example.test/p",
      contact: "https://hooks.example.test/c",
      worklog: "https://hooks.example.test/w",
    });
    expect(webhookUrlsFromEnv({ VITE_WEBHOOK_CONTACT_URL: "https://hooks.example.test/c" })).toEqual({
      newsletter: "http://127.0.0.1:8787/newsletter",
      report: "http://127.0.0.1:8787/report",
      playbook: "http://127.0.0.1:8787/playbook",
      contact: "https://hooks.example.test/c",
      worklog: "http://127.0.0.1:8787/worklog",
    });
  });

  test.each([
    { case: "an empty value", value: "" },
    { case: "a blank value", value: "   " },
  ])("$case counts as unset", ({ value }) => {
    expect(webhookUrlsFromEnv({ VITE_WEBHOOK_REPORT_URL: value }).report).toBe("http://127.0.0.1:8787/report");
  });

  test("ignores Vite's own non-string entries such as DEV", () => {
    expect(webhookUrlsFromEnv({ DEV: true, MODE: "development" }).worklog).toBe("http://127.0.0.1:8787/worklog");
  });

  test("falls back to another inbox origin when one is given", () => {
    expect(webhookUrlsFromEnv({}, "http://127.0.0.1:40123/").newsletter).toBe("http://127.0.0.1:40123/newsletter");
  });

  test("lists the five forms in the order of the spec's calls", () => {
    expect(WEBHOOK_FORMS).toEqual(["newsletter", "report", "playbook", "contact", "worklog"]);
  });
});

describe("localInboxOrigin", () => {
  test("listens on 8787 unless INBOX_PORT says otherwise", () => {
    expect(localInboxOrigin({})).toBe("http://127.0.0.1:8787");
    expect(localInboxOrigin({ INBOX_PORT: "8987" })).toBe("http://127.0.0.1:8987");
  });

  test("treats a blank INBOX_PORT as unset rather than building an address without a port", () => {
    expect(localInboxOrigin({ INBOX_PORT: " " })).toBe("http://127.0.0.1:8787");
  });
});
