import { createHash } from "node:crypto";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

// The admin code never ships: only its SHA-256, which the browser compares against what is typed.
const adminCode = process.env.ADMIN_CODE ?? "2468";
const adminCodeSha256 = createHash("sha256").update(adminCode).digest("hex");

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  define: {
    __ADMIN_CODE_SHA256__: JSON.stringify(adminCodeSha256),
  },
});
