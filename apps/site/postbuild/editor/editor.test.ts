import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { EditorCollection } from "@grand-river/content/build";
import { contentSecurityPolicy, inlineHashes } from "../security-headers";
import { decapConfig } from "./config";
import { editorPageHtml } from "./page";
import { editorContentSecurityPolicy } from "./policy";
import { editorSettingsFrom } from "./settings";
import { siteMedia } from "../../site-media";
import { writeEditor } from "./write-editor";

const collections: EditorCollection[] = [
  { name: "portfolio", label: "Portfolio", description: "Cards", format: "json", files: [] },
];
const media = { folder: "packages/content/media", publicPath: "/media/" };
const local = editorSettingsFrom({ EDITOR_LOCAL_BACKEND: "http://127.0.0.1:8081/api/v1" });
const production = editorSettingsFrom({
  EDITOR_GITHUB_REPO: "agency/site",
  EDITOR_AUTH_URL: "https://auth.example.com/",
});

describe("the editor's settings", () => {
  it.each([
    [{}, { repo: undefined, branch: "main", authUrl: undefined, localBackend: undefined }],
    [
      { EDITOR_GITHUB_REPO: "agency/site", EDITOR_GITHUB_BRANCH: "live", EDITOR_AUTH_URL: "https://auth.example.com/" },
      { repo: "agency/site", branch: "live", authUrl: "https://auth.example.com", localBackend: undefined },
    ],
    [{ REPOSITORY_URL: "https://github.com/agency/site" }, { repo: "agency/site" }],
    [{ REPOSITORY_URL: "git@github.com:agency/site.git" }, { repo: "agency/site" }],
    [{ REPOSITORY_URL: "https://gitlab.com/agency/site" }, { repo: undefined }],
  ])("read %j as %j", (env, settings) => {
    expect(editorSettingsFrom(env)).toMatchObject(settings);
  });

  it.each([
    [{ EDITOR_GITHUB_REPO: "https://github.com/agency/site" }, /EDITOR_GITHUB_REPO must be "owner\/name"/],
    [{ EDITOR_AUTH_URL: "auth.example.com" }, /EDITOR_AUTH_URL must be an absolute http\(s\) address/],
    [{ EDITOR_LOCAL_BACKEND: "8081" }, /EDITOR_LOCAL_BACKEND must be an absolute http\(s\) address/],
  ])("refuse %j", (env, message) => {
    expect(() => editorSettingsFrom(env)).toThrow(message);
  });
});

describe("the editor's configuration", () => {
  it("commits to the GitHub repository through the agency's OAuth client", () => {
    const config = decapConfig(production, collections, "https://example.com", media);
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "agency/site",
      branch: "main",
      base_url: "https://auth.example.com",
    });
    expect(config).not.toHaveProperty("local_backend");
    expect(config.collections).toBe(collections);
    expect(config.load_config_file).toBe(false);
    // Uploads go into the media folder the build reads, by Decap's own media library, and a
    // picture field holds the address the site serves it at.
    expect(config).toMatchObject({ media_folder: "packages/content/media", public_folder: "/media" });
    expect(config).not.toHaveProperty("media_library");
  });

  it("uses Decap's proxy on this machine only in a build told where it is", () => {
    expect(decapConfig(local, collections, "https://example.com", media).local_backend).toEqual({
      url: "http://127.0.0.1:8081/api/v1",
    });
  });
});

describe("the editor's page", () => {
  const html = editorPageHtml({
    title: "Edit the site | Firm",
    scriptUrl: "/assets/decap-cms-abc.js",
    ownScriptUrl: "/assets/editor-abc.js",
    config: decapConfig(
      production,
      [{ ...collections[0]!, description: "</script><script>alert(1)</script>" }],
      "/",
      media,
    ),
  });

  it("is kept out of search and loads Decap from the site itself", () => {
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("<title>Edit the site | Firm</title>");
    expect(html).toContain(
      '<script src="/assets/decap-cms-abc.js"></script>\n<script src="/assets/editor-abc.js"></script>',
    );
    expect(html).not.toMatch(/https?:\/\/[^"]*\.js/);
  });

  it("gives Decap the whole configuration, which no text in it can break out of", () => {
    const init = /<script>CMS\.init\(\{ config: (.*) \}\);<\/script>/.exec(html)?.[1];
    expect(JSON.parse(init ?? "null")).toMatchObject({ backend: { repo: "agency/site" } });
    expect(html.match(/<\/script>/g)).toHaveLength(4);
  });
});

describe("the editor's policy", () => {
  const html = editorPageHtml({
    title: "t",
    scriptUrl: "/assets/d.js",
    ownScriptUrl: "/assets/c.js",
    config: decapConfig(local, [], "/", media),
  });

  it("allows what Decap needs, and its two inline scripts by hash", () => {
    const policy = editorContentSecurityPolicy(html, undefined);
    const scripts = inlineHashes(html).scripts;
    expect(scripts).toHaveLength(2);
    expect(policy).toContain(`script-src 'self' ${scripts.join(" ")} 'unsafe-eval'`);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("connect-src 'self' blob: https://api.github.com;");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("reaches the local proxy only when the build names one", () => {
    expect(editorContentSecurityPolicy(html, "http://127.0.0.1:8081/api/v1")).toContain(
      "connect-src 'self' blob: https://api.github.com http://127.0.0.1:8081;",
    );
  });

  it("leaves every other page's policy as strict as before", () => {
    const page = contentSecurityPolicy({ inline: inlineHashes("<p>page</p>"), connectOrigins: [] });
    expect(page).not.toContain("unsafe-eval");
    expect(page).not.toContain("unsafe-inline");
    expect(page).not.toContain("api.github.com");
  });
});

// The editor's script bundles the site's components and React: seconds idle, a minute on a busy machine; the limit is for a hung run.
const bundling = 120_000;

describe("the editor's build step", () => {
  let out: string;
  beforeEach(async () => {
    out = await mkdtemp(path.join(tmpdir(), "editor-build-"));
  });
  afterEach(() => rm(out, { recursive: true, force: true }));

  it(
    "writes /edit, Decap's bundle, the editor's checks and preview stylesheet, and gives both of /edit's addresses its policy",
    async () => {
      const rules = await writeEditor(out, {
        title: "Edit",
        settings: local,
        collections,
        mediaFolder: media,
        siteUrl: "https://example.com",
        root: path.resolve(import.meta.dirname, "../.."),
        media: siteMedia(),
      });
      const html = await readFile(path.join(out, "edit.html"), "utf8");
      const script = /<script src="(\/assets\/decap-cms-[\w-]+\.js)">/.exec(html)?.[1] ?? "";
      expect((await readFile(path.join(out, script))).length).toBeGreaterThan(1_000_000);
      const checks = /<script src="(\/assets\/editor-[\w-]+\.js)">/.exec(html)?.[1] ?? "";
      // The data files' schemas, with their words, for the browser.
      expect(await readFile(path.join(out, checks), "utf8")).toContain("which the site cannot fill in");
      // The preview pane's stylesheet, where the script looks for it: the site's theme and the card's font.
      const stylesheet = await readFile(path.join(out, checks.replace(/\.js$/, ".css")), "utf8");
      expect(stylesheet).toMatch(/:root\{--[\w-]+:/);
      expect(stylesheet).toContain("font-family:Inter");
      // The card's WOFF files at two weights, one per subset the build draws the card with, inside it.
      expect(stylesheet.match(/src:url\(data:font\/woff;base64,/g)).toHaveLength(6);
      expect(rules.map((rule) => rule.path)).toEqual(["/edit", "/edit.html"]);
      expect(rules[0]?.headers["Content-Security-Policy"]).toBe(
        editorContentSecurityPolicy(html, "http://127.0.0.1:8081/api/v1"),
      );
    },
    bundling,
  );
});
