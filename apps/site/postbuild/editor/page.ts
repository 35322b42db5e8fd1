import type { DecapConfig } from "./config";

/**
 * The editor's page, /edit: Decap CMS's script and its configuration, nothing of the site's (no
 * page script, stylesheet or chrome), so it costs no other page anything. Kept out of search by
 * `noindex` here, `Disallow: /edit` in robots.txt and its absence from the sitemap.
 */
export interface EditorPage {
  /** The document's title. */
  readonly title: string;
  /** Where the site serves Decap's bundle (`decapScript().url`). */
  readonly scriptUrl: string;
  /** Where the site serves the editor's own script (`editorScript().url`: its checks and settings), which needs Decap's bundle first. */
  readonly ownScriptUrl: string;
  readonly config: DecapConfig;
}

// Inside a <script>, "</script" or "<!--" in a string would end or confuse the element.
const scriptSafe = (json: string) => json.replace(/</g, "\\u003c");

/** The HTML of /edit. */
export function editorPageHtml({ title, scriptUrl, ownScriptUrl, config }: EditorPage): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${title.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</title>`,
    '<link rel="icon" href="/images/logo.svg" type="image/svg+xml">',
    // Decap starts itself unless told to wait; it waits so the configuration can be given whole.
    "<script>window.CMS_MANUAL_INIT = true;</script>",
    "</head>",
    "<body>",
    `<script src="${scriptUrl}"></script>`,
    `<script src="${ownScriptUrl}"></script>`,
    `<script>CMS.init({ config: ${scriptSafe(JSON.stringify(config))} });</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
