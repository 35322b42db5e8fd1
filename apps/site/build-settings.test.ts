import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { SiteSettingsError, readSiteSettings, siteSettingsConfig } from "./build-settings";

const everyAddress = {
  VITE_WEBHOOK_NEWSLETTER_URL: "https://hooks.example.test/n",
  VITE_WEBHOOK_REPORT_URL: "https://hooks.example.test/r",
  VITE_WEBHOOK_PLAYBOOK_URL: "https://hooks.example.test/p",
  VITE_WEBHOOK_CONTACT_URL: "https://hooks.example.test/c",
  VITE_WEBHOOK_WORKLOG_URL: "https://hooks.example.test/w",
};
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The problems `readSiteSettings` names, or [] when it accepts the settings. */
function problemsOf(env: Record<string, string>, command: "build" | "serve" = "build"): readonly string[] {
  try {
    readSiteSettings(env, command);
    return [];
  } catch (error) {
    if (error instanceof SiteSettingsError) return error.problems;
    throw error;
  }
}

describe("readSiteSettings", () => {
  test("a production build takes every address, the mode and the admin code's hash, never the code", () => {
    const settings = readSiteSettings({ ...everyAddress, VITE_WEBHOOK_MODE: "cors", ADMIN_CODE: "8642" }, "build");
    expect(settings).toEqual({
      webhooks: {
        urls: {
          newsletter: "https://hooks.example.test/n",
          report: "https://hooks.example.test/r",
          playbook: "https://hooks.example.test/p",
          contact: "https://hooks.example.test/c",
          worklog: "https://hooks.example.test/w",
        },
        mode: "cors",
      },
      localInbox: false,
      adminCodeSha256: sha256("8642"),
    });
    expect(JSON.stringify(siteSettingsConfig({ ...everyAddress, ADMIN_CODE: "8642" }, "build").define)).not.toContain(
      "8642",
    );
  });

  test("a production build without the admin code, or with the README's example, is refused", () => {
    expect(problemsOf(everyAddress)).toEqual([
      "ADMIN_CODE is not set: the code that opens /admin (only its SHA-256 is built into the site).",
    ]);
    expect(problemsOf({ ...everyAddress, ADMIN_CODE: "2468" })).toEqual([
      "ADMIN_CODE is 2468, the README's example, which anyone can read: choose your own.",
    ]);
  });

  test("a build for the local inbox posts there and opens /admin with the example code", () => {
    const settings = readSiteSettings({ WEBHOOK_LOCAL_INBOX: "1", INBOX_PORT: "8810" }, "build");
    expect(settings.webhooks.urls.contact).toBe("http://127.0.0.1:8810/contact");
    expect(settings.localInbox).toBe(true);
    expect(settings.adminCodeSha256).toBe(sha256("2468"));
  });

  test("the local inbox cannot be switched on in a host's build: every setting is required there", () => {
    const problems = problemsOf({ WEBHOOK_LOCAL_INBOX: "1", CF_PAGES: "1" });
    expect(problems[0]).toMatch(/^WEBHOOK_LOCAL_INBOX=1 in a Cloudflare Pages build \(CF_PAGES is set\)/);
    expect(problems).toContain("VITE_WEBHOOK_CONTACT_URL is not set: the contact form's webhook address (https://…).");
    expect(problems).toContain(
      "ADMIN_CODE is not set: the code that opens /admin (only its SHA-256 is built into the site).",
    );
    expect(problems).toHaveLength(7);
  });

  test("in relay mode the pages post to the site's own /api/leads and carry no receiver's address", () => {
    const ready = siteSettingsConfig({ ...everyAddress, VITE_WEBHOOK_MODE: "relay", ADMIN_CODE: "8642" }, "build");
    const shipped = ready.define.__WEBHOOK_SETTINGS__;
    expect(JSON.parse(shipped)).toEqual({
      urls: {
        newsletter: "/api/leads/newsletter",
        report: "/api/leads/report",
        playbook: "/api/leads/playbook",
        contact: "/api/leads/contact",
        worklog: "/api/leads/worklog",
      },
      mode: "relay",
    });
    expect(shipped).not.toContain("hooks.example.test");
  });

  test("the dev server, Storybook and unit tests need no settings", () => {
    expect(readSiteSettings({}, "serve").webhooks.urls.worklog).toBe("http://127.0.0.1:8787/worklog");
  });

  test("the config a build gets carries the settings into the code, and refuses to start without them", () => {
    const ready = siteSettingsConfig({ ...everyAddress, ADMIN_CODE: "8642" }, "build");
    expect(JSON.parse(ready.define.__WEBHOOK_SETTINGS__)).toEqual({
      urls: expect.objectContaining({ contact: "https://hooks.example.test/c" }),
      mode: "no-cors",
    });
    const [guard] = ready.plugins;
    expect(() => (guard?.buildStart as () => void).call({})).not.toThrow();

    const [refusing] = siteSettingsConfig({}, "build").plugins;
    expect(refusing?.apply).toBe("build");
    expect(() => (refusing?.buildStart as () => void).call({})).toThrow(SiteSettingsError);
  });
});

/** Runs `react-router build` with only `env` beside the machine's basics, as a host's build would. */
function buildWith(env: Record<string, string>) {
  const basics = Object.fromEntries(
    ["PATH", "HOME", "TMPDIR", "LANG"].flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
  );
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: import.meta.dirname,
    // Its own folder, though a refused build writes nothing: the real build is never touched.
    env: { ...basics, ...env, SITE_BUILD_DIR: "build-refused" },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("a production build of the site", { timeout: 150_000 }, () => {
  test("without settings fails before bundling, naming every missing variable", () => {
    const { status, output } = buildWith({});
    expect(status).not.toBe(0);
    for (const variable of [
      "VITE_WEBHOOK_NEWSLETTER_URL",
      "VITE_WEBHOOK_REPORT_URL",
      "VITE_WEBHOOK_PLAYBOOK_URL",
      "VITE_WEBHOOK_CONTACT_URL",
      "VITE_WEBHOOK_WORKLOG_URL",
      "ADMIN_CODE",
    ]) {
      expect(output).toContain(`- ${variable} is not set`);
    }
    expect(output).toContain("✓ 0 modules transformed.");
    expect(output).not.toContain("Prerender");
  });

  test("with a plain http address to another machine fails, naming it", () => {
    const { status, output } = buildWith({
      ...everyAddress,
      VITE_WEBHOOK_CONTACT_URL: "http://hooks.example.test/c",
      ADMIN_CODE: "8642",
    });
    expect(status).not.toBe(0);
    expect(output).toContain(
      "- VITE_WEBHOOK_CONTACT_URL is http://hooks.example.test/c: a webhook address must be https:",
    );
    expect(output).toContain("1 setting needs fixing");
  });
});
