import { createHash } from "node:crypto";
import type { UserConfig } from "vite";

// The admin code never ships: only its SHA-256, which the browser compares against what is typed.
const adminCode = process.env.ADMIN_CODE ?? "2468";
const adminCodeSha256 = createHash("sha256").update(adminCode).digest("hex");

/**
 * What both of the site's Vite builds share: React Router's (which prerenders every page) and the
 * page script's (vite.page-script.config.ts, which builds what the browser runs). The same
 * constants and env in both, so a page and the code that wakes its islands agree.
 */
export const sharedSettings = {
  // Unset webhook URLs point at the local inbox, on the port the e2e run or `pnpm start` gives it.
  envPrefix: ["VITE_", "INBOX_PORT"],
  define: {
    __ADMIN_CODE_SHA256__: JSON.stringify(adminCodeSha256),
  },
} satisfies UserConfig;
