/**
 * The local inbox as a Playwright `webServer`: the stand-in for the five webhooks that the e2e
 * configs start beside the site, keeping what arrives in `file` (one JSON line a submission).
 */
export function inboxServer(port: number, file: string, env: Record<string, string> = {}) {
  return {
    command: "node ../../packages/webhooks/dist/cli.js inbox",
    url: `http://127.0.0.1:${port}/submissions`,
    env: { INBOX_PORT: String(port), INBOX_FILE: file, ...env },
    reuseExistingServer: !process.env.CI,
  };
}
