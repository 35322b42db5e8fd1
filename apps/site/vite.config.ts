import { createHash } from "node:crypto";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

// The admin code never ships: only its SHA-256, which the browser compares against what is typed.
const adminCode = process.env.ADMIN_CODE ?? "2468";
const adminCodeSha256 = createHash("sha256").update(adminCode).digest("hex");

// Where unset webhook URLs point: the local inbox, on the port the e2e run or `pnpm start` gives it.
const localInboxOrigin = `http://127.0.0.1:${process.env.INBOX_PORT ?? 8787}`;

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  define: {
    __ADMIN_CODE_SHA256__: JSON.stringify(adminCodeSha256),
    __LOCAL_INBOX_ORIGIN__: JSON.stringify(localInboxOrigin),
  },
});
