import { describe, expect, test } from "vitest";
import {
  LOCAL_INBOX_SWITCH,
  browserWebhookUrls,
  WebhookSettingsError,
  localInboxOrigin,
  localInboxSwitchOn,
  readWebhookSettings,
} from "./settings.js";

const everyAddress = {
  VITE_WEBHOOK_NEWSLETTER_URL: "https://hooks.example.test/n",
  VITE_WEBHOOK_REPORT_URL: "https://hooks.example.test/r",
  VITE_WEBHOOK_PLAYBOOK_URL: "https://hooks.example.test/p",
  VITE_WEBHOOK_CONTACT_URL: "https://hooks.example.test/c",
  VITE_WEBHOOK_WORKLOG_URL: "https://hooks.example.test/w",
};

/** The problems `readWebhookSettings` names for `env`, or [] when it accepts it. */
function problemsOf(env: Record<string, unknown>): readonly string[] {
  try {
    readWebhookSettings(env);
    return [];
  } catch (error) {
    if (error instanceof WebhookSettingsError) return error.problems;
    throw error;
  }
}

describe("readWebhookSettings", () => {
  test("takes every form's https address and posts no-cors unless told otherwise", () => {
    expect(readWebhookSettings(everyAddress)).toEqual({
      urls: {
        newsletter: "https://hooks.example.test/n",
        report: "https://hooks.example.test/r",
        playbook: "https://hooks.example.test/p",
        contact: "https://hooks.example.test/c",
        worklog: "https://hooks.example.test/w",
      },
      mode: "no-cors",
      localInbox: false,
    });
  });

  test("with nothing set, refuses and names every missing variable", () => {
    expect(problemsOf({})).toEqual([
      "VITE_WEBHOOK_NEWSLETTER_URL is not set: the newsletter form's webhook address (https://…).",
      "VITE_WEBHOOK_REPORT_URL is not set: the report form's webhook address (https://…).",
      "VITE_WEBHOOK_PLAYBOOK_URL is not set: the playbook form's webhook address (https://…).",
      "VITE_WEBHOOK_CONTACT_URL is not set: the contact form's webhook address (https://…).",
      "VITE_WEBHOOK_WORKLOG_URL is not set: the worklog form's webhook address (https://…).",
    ]);
  });

  test.each([
    { case: "empty", value: "" },
    { case: "blank", value: "  \t" },
  ])("an $case address counts as missing", ({ value }) => {
    expect(problemsOf({ ...everyAddress, VITE_WEBHOOK_REPORT_URL: value })).toEqual([
      "VITE_WEBHOOK_REPORT_URL is not set: the report form's webhook address (https://…).",
    ]);
  });

  test("the error's message lists each problem and says how to fix it", () => {
    expect(() => readWebhookSettings({ ...everyAddress, VITE_WEBHOOK_CONTACT_URL: "" })).toThrow(
      /1 problem\):\n {2}- VITE_WEBHOOK_CONTACT_URL is not set.*\nSet them in the host's build environment.*WEBHOOK_LOCAL_INBOX=1/s,
    );
  });

  test.each([
    "https://hooks.example.test/c?x=1",
    "http://127.0.0.1:8787/contact",
    "http://127.8.9.10/contact",
    "http://localhost:5678/webhook/c",
    "http://[::1]:5678/webhook/c",
  ])("%s is taken", (address) => {
    expect(readWebhookSettings({ ...everyAddress, VITE_WEBHOOK_CONTACT_URL: address }).urls.contact).toBe(address);
  });

  test.each([
    "http://hooks.example.test/c",
    "http://127.0.0.1.evil.example/c",
    "http://localhost.evil.example/c",
    "http://10.0.0.5/c",
    "ftp://hooks.example.test/c",
    "javascript:alert(1)",
    "hooks.example.test/c",
    "/webhook/contact",
    "https://user:secret@hooks.example.test/c",
  ])("%s is refused, named by its variable", (address) => {
    expect(problemsOf({ ...everyAddress, VITE_WEBHOOK_CONTACT_URL: address })).toEqual([
      expect.stringMatching(/^VITE_WEBHOOK_CONTACT_URL is /),
    ]);
  });

  test("says why a plain http address to another machine is refused", () => {
    expect(problemsOf({ ...everyAddress, VITE_WEBHOOK_WORKLOG_URL: "http://hooks.example.test/w" })).toEqual([
      "VITE_WEBHOOK_WORKLOG_URL is http://hooks.example.test/w: a webhook address must be https: (plain http: only to this machine, for tests), or leads travel unencrypted.",
    ]);
  });

  test("never repeats a password it refuses", () => {
    const [problem] = problemsOf({
      ...everyAddress,
      VITE_WEBHOOK_CONTACT_URL: "https://me:hunter2@hooks.example.test/c",
    });
    expect(problem).toContain("user name or password");
    expect(problem).not.toContain("hunter2");
  });

  test.each([
    { given: "https://me:hunter2@hooks.example.test/c", shown: "https://%E2%80%A6:%E2%80%A6@hooks.example.test/c" },
    { given: "https://me@hooks.example.test/c", shown: "https://%E2%80%A6@hooks.example.test/c" },
    { given: "https://:hunter2@hooks.example.test/c", shown: "https://:%E2%80%A6@hooks.example.test/c" },
  ])("shows $given with each part it refuses, and only those, as …", ({ given, shown }) => {
    expect(problemsOf({ ...everyAddress, VITE_WEBHOOK_CONTACT_URL: given })).toEqual([
      `VITE_WEBHOOK_CONTACT_URL is ${shown}: an address with a user name or password cannot be posted to from a browser.`,
    ]);
  });

  test.each(["cors", "no-cors"] as const)("mode %s is taken", (mode) => {
    expect(readWebhookSettings({ ...everyAddress, VITE_WEBHOOK_MODE: mode }).mode).toBe(mode);
  });

  test("an unknown mode is refused", () => {
    expect(problemsOf({ ...everyAddress, VITE_WEBHOOK_MODE: "CORS please" })).toEqual([
      'VITE_WEBHOOK_MODE is "CORS please": use one of no-cors, cors, relay (no-cors when unset).',
    ]);
  });

  describe("the local-inbox switch", () => {
    test("points every unset address at the local inbox, on INBOX_PORT when given", () => {
      expect(readWebhookSettings({ [LOCAL_INBOX_SWITCH]: "1", INBOX_PORT: "8810" })).toEqual({
        urls: {
          newsletter: "http://127.0.0.1:8810/newsletter",
          report: "http://127.0.0.1:8810/report",
          playbook: "http://127.0.0.1:8810/playbook",
          contact: "http://127.0.0.1:8810/contact",
          worklog: "http://127.0.0.1:8810/worklog",
        },
        mode: "no-cors",
        localInbox: true,
      });
    });

    test("still takes, and still checks, the addresses that are set", () => {
      const settings = readWebhookSettings({ [LOCAL_INBOX_SWITCH]: "1", VITE_WEBHOOK_CONTACT_URL: "https://h.test/c" });
      expect(settings.urls.contact).toBe("https://h.test/c");
      expect(settings.urls.report).toBe("http://127.0.0.1:8787/report");
      expect(problemsOf({ [LOCAL_INBOX_SWITCH]: "1", VITE_WEBHOOK_CONTACT_URL: "http://h.test/c" })).toHaveLength(1);
    });

    test.each(["true", "yes", "0"])("is on only for exactly 1, not %s", (value) => {
      expect(problemsOf({ ...everyAddress, [LOCAL_INBOX_SWITCH]: value })).toEqual([
        `WEBHOOK_LOCAL_INBOX is "${value}": set it to 1 to post to the local inbox, or leave it unset.`,
      ]);
    });

    test.each([
      { marker: "CF_PAGES", value: "1", host: "Cloudflare Pages" },
      { marker: "NETLIFY", value: "true", host: "Netlify" },
      { marker: "VERCEL", value: "1", host: "Vercel" },
    ])("is refused in a $host build", ({ marker, value, host }) => {
      const problems = problemsOf({ ...everyAddress, [LOCAL_INBOX_SWITCH]: "1", [marker]: value });
      expect(problems).toEqual([
        `WEBHOOK_LOCAL_INBOX=1 in a ${host} build (${marker} is set): the site would post every lead to the visitor's own machine. Remove WEBHOOK_LOCAL_INBOX from the host's settings and set the webhook addresses.`,
      ]);
    });
  });

  test("names every problem at once, whatever its kind", () => {
    expect(
      problemsOf({ VITE_WEBHOOK_CONTACT_URL: "http://evil.test/c", VITE_WEBHOOK_MODE: "fast", NETLIFY: "true" }),
    ).toHaveLength(6);
  });
});

describe("localInboxSwitchOn", () => {
  test("is on for exactly 1, and never in a host's build", () => {
    expect(localInboxSwitchOn({ WEBHOOK_LOCAL_INBOX: "1" })).toBe(true);
    expect(localInboxSwitchOn({ WEBHOOK_LOCAL_INBOX: "true" })).toBe(false);
    expect(localInboxSwitchOn({})).toBe(false);
    expect(localInboxSwitchOn({ WEBHOOK_LOCAL_INBOX: "1", NETLIFY: "true" })).toBe(false);
    expect(localInboxSwitchOn({ WEBHOOK_LOCAL_INBOX: "1", NETLIFY: "" })).toBe(true);
  });
});

describe("localInboxOrigin", () => {
  test("listens on 8787 unless INBOX_PORT says otherwise, and a blank port is unset", () => {
    expect(localInboxOrigin({})).toBe("http://127.0.0.1:8787");
    expect(localInboxOrigin({ INBOX_PORT: "8987" })).toBe("http://127.0.0.1:8987");
    expect(localInboxOrigin({ INBOX_PORT: " " })).toBe("http://127.0.0.1:8787");
  });
});

describe("browserWebhookUrls", () => {
  const settings = readWebhookSettings(everyAddress);

  test("in relay mode, each form posts to the site's own /api/leads/<form>, so no receiver's address reaches a page", () => {
    expect(browserWebhookUrls({ ...settings, mode: "relay" })).toStrictEqual({
      newsletter: "/api/leads/newsletter",
      report: "/api/leads/report",
      playbook: "/api/leads/playbook",
      contact: "/api/leads/contact",
      worklog: "/api/leads/worklog",
    });
  });

  test.each(["no-cors", "cors"] as const)("in %s mode, each form posts to its webhook's address", (mode) => {
    expect(browserWebhookUrls({ ...settings, mode })).toStrictEqual(settings.urls);
  });
});
