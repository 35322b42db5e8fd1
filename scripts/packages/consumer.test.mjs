// Outside the monorepo: a Vite + React 19 app made from nothing in a temporary directory installs
// the three packed tarballs with npm (no workspace links, no vanilla-extract plugin), type-checks
// against their declarations, builds, and sends the contact form from Chromium to the inbox the
// webhooks package's own command starts. A Node script uses the webhooks client alone.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:http";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright";
import sirv from "sirv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pack, publishedPackages } from "./pack.mjs";

const work = mkdtempSync(path.join(tmpdir(), "grand-river-consumer-"));
const app = path.join(work, "app");
let inbox;
let site;
let corsSite;
let receiver;
let browser;

/** Runs a command in the app; on failure the error carries its whole output. */
function inApp(command, args, env = {}) {
  try {
    return execFileSync(command, args, { cwd: app, encoding: "utf8", stdio: "pipe", env: { ...process.env, ...env } });
  } catch (error) {
    throw new Error(`${command} ${args.join(" ")} failed:\n${error.stdout}\n${error.stderr}`);
  }
}

/** The inbox, started the way the README says: the package's own `grand-river-webhooks inbox`. */
function startInbox() {
  const bin = path.join(app, "node_modules/.bin/grand-river-webhooks");
  const child = spawn(bin, ["inbox", "--port", "0", "--file", path.join(work, "inbox.jsonl")], { cwd: app });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url, stop: () => child.kill() });
    });
    child.on("exit", (code) => reject(new Error(`the inbox exited (${code}): ${output}`)));
  });
}

const submissions = async (form) => (await fetch(`${inbox.url}/submissions?form=${form}`)).json();

/** Each form's address at `origin`, as the app's build reads them (VITE_WEBHOOK_<FORM>_URL). */
const webhookAddresses = (origin) =>
  Object.fromEntries(
    ["newsletter", "report", "playbook", "contact", "worklog"].map((form) => [
      `VITE_WEBHOOK_${form.toUpperCase()}_URL`,
      `${origin}/${form}`,
    ]),
  );

/**
 * A receiver that answers CORS for the app's origin and fails its first post with 500, as a
 * workflow switched off for a moment does, then takes every later one; it keeps what it was sent.
 */
function flakyReceiver() {
  const received = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ url: request.url, contentType: request.headers["content-type"], body: JSON.parse(body) });
      response.writeHead(received.length === 1 ? 500 : 200, {
        "Access-Control-Allow-Origin": corsSite ? new URL(corsSite.url).origin : "",
      });
      response.end();
    });
  });
  return listening(server, { received });
}

/** `server` on a free port: its `url` (no final slash) and a `close()`, with `more` beside them. */
async function listening(server, more = {}) {
  await once(server.listen(0, "127.0.0.1"), "listening");
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    ...more,
    close: () => new Promise((closed) => server.close(closed)),
  };
}

/** The built app's files, as a static host serves a single-page app: a path that is no file gets index.html. */
const staticSite = (dir) => listening(createServer(sirv(dir, { single: true })));

beforeAll(async () => {
  const packs = path.join(work, "packs");
  mkdirSync(packs);
  const tarballs = Object.fromEntries(
    publishedPackages.map((name) => [`@grand-river/${name}`, `file:${pack(name, packs).tarball}`]),
  );
  cpSync(path.join(import.meta.dirname, "consumer-app"), app, { recursive: true });
  const manifest = {
    name: "consumer-app",
    private: true,
    type: "module",
    dependencies: { ...tarballs, react: "^19.2.0", "react-dom": "^19.2.0" },
    devDependencies: {
      "@types/node": "^20.19.0",
      "@types/react": "^19.2.0",
      "@types/react-dom": "^19.2.0",
      "@vitejs/plugin-react": "^5.2.0",
      typescript: "~5.9.3",
      vite: "^7.3.8",
    },
  };
  writeFileSync(path.join(app, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  inApp("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"]);
  inbox = await startInbox();
  inApp("npx", ["vite", "build"], webhookAddresses(inbox.url));
  site = await staticSite(path.join(app, "dist"));
  receiver = await flakyReceiver();
  inApp("npx", ["vite", "build", "--outDir", "dist-cors"], {
    ...webhookAddresses(receiver.url),
    VITE_WEBHOOK_MODE: "cors",
  });
  corsSite = await staticSite(path.join(app, "dist-cors"));
  // Debian's headless shell, as every browser test (apps/site/playwright.config.ts says why).
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell" });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await corsSite?.close();
  await receiver?.close();
  inbox?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("a fresh Vite + React 19 app with the packed packages", () => {
  it("gets one React and one signals library, shared with the packages", () => {
    const copies = (name) =>
      execFileSync("find", ["node_modules", "-path", `*node_modules/${name}/package.json`], {
        cwd: app,
        encoding: "utf8",
      })
        .split("\n")
        .filter(Boolean);
    expect(copies("react")).toEqual(["node_modules/react/package.json"]);
    expect(copies("@preact/signals-react")).toEqual(["node_modules/@preact/signals-react/package.json"]);
  });

  it("type-checks its use of the public types, in the browser app and in a Node server", () => {
    expect(() => inApp("npx", ["tsc", "-p", "tsconfig.json"])).not.toThrow();
    expect(() => inApp("npx", ["tsc", "-p", "server/tsconfig.json"])).not.toThrow();
  });

  it("bundles only the components it uses", () => {
    const scripts = readdirSync(path.join(app, "dist/assets")).filter((file) => file.endsWith(".js"));
    const code = scripts.map((file) => readFileSync(path.join(app, "dist/assets", file), "utf8")).join("\n");
    expect(code).toContain("Send Message");
    // The video facade and the carousel are exported beside the form but never imported here.
    expect(code).not.toContain("youtube-nocookie.com");
    expect(code).not.toContain("Previous slide");
  });

  it("shows the contact form in the site's look, from the one stylesheet it imports", async () => {
    const page = await browser.newPage();
    await page.goto(site.url);
    const send = page.getByRole("button", { name: "Send Message" });
    await send.waitFor();
    // The ui theme's primary colour (#0f766e) on the form's button: the stylesheet and the class
    // names the components render agree.
    expect(await send.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe("rgb(15, 118, 110)");
    expect(
      await page.getByRole("textbox", { name: "Name" }).evaluate((input) => getComputedStyle(input).borderStyle),
    ).toBe("solid");
    await page.close();
  });

  it("sends a visitor's message to its own webhook address: the inbox gets §7's body, as text/plain", async () => {
    const page = await browser.newPage();
    await page.goto(site.url);
    await page.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
    await page.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Can you automate our invoices?");
    await page.getByRole("button", { name: "Send Message" }).click();

    await page.getByText("Thank you for reaching out!").first().waitFor();
    const [arrived] = await submissions("contact");
    expect(arrived.contentType).toMatch(/^text\/plain/);
    expect(Object.keys(arrived.body)).toEqual(["name", "email", "phone", "message", "timestamp"]);
    expect(arrived.body).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "",
      message: "Can you automate our invoices?",
    });
    expect(new Date(arrived.body.timestamp).toISOString()).toBe(arrived.body.timestamp);
    await page.close();
  });

  it("in cors mode, shows the error toast and keeps the message when the receiver answers 500; the retry succeeds with the same fields and submission id", async () => {
    const page = await browser.newPage();
    await page.goto(corsSite.url);
    const name = page.getByRole("textbox", { name: "Name" });
    const message = page.getByRole("textbox", { name: "Message" });
    await name.fill("Ada Lovelace");
    await page.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
    await message.fill("Can you automate our invoices?");

    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." }).waitFor();
    expect(await name.inputValue()).toBe("Ada Lovelace");
    expect(await message.inputValue()).toBe("Can you automate our invoices?");

    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Thank you for reaching out!").first().waitFor();

    const [failed, retried] = receiver.received;
    expect(receiver.received).toHaveLength(2);
    // text/plain: a CORS-safelisted type, so the browser sent no preflight the receiver must answer.
    expect(retried.contentType).toMatch(/^text\/plain/);
    const submissionOf = (url) => new URL(url, receiver.url).searchParams.get("submission");
    expect(submissionOf(failed.url)).toMatch(/^[0-9a-f-]{36}$/);
    expect(submissionOf(retried.url)).toBe(submissionOf(failed.url));
    expect({ ...retried.body, timestamp: "" }).toEqual({ ...failed.body, timestamp: "" });
    expect(retried.body).toMatchObject({ name: "Ada Lovelace", message: "Can you automate our invoices?" });
    await page.close();
  });

  it("lets a Node 20 server post with the webhooks client alone", async () => {
    inApp("node", ["server/notify.mjs", inbox.url]);
    const [arrived] = await submissions("newsletter");
    // Outside a browser nothing strips the JSON content type.
    expect(arrived.contentType).toBe("application/json");
    expect(arrived.body).toMatchObject({ email: "grace@example.com", source: "newsletter" });
  });
});
