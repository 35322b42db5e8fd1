import { createHash } from "node:crypto";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Rollup } from "vite";

// The admin code never ships: only its SHA-256, which the browser compares against what is typed.
const adminCode = process.env.ADMIN_CODE ?? "2468";
const adminCodeSha256 = createHash("sha256").update(adminCode).digest("hex");


// Fewer start-up files: on a phone every request costs a round trip before its bytes, and small
// files compress worse apart than together. Rollup would give each small shared module its own
// file; these two groups load on every page anyway, so each becomes one. Everything else (page
// words, widgets, forms) keeps Rollup's per-route chunking.
//
// Rollup puts a grouped module's imports into its group too, so a group may only hold modules
// that import no package barrel (`@grand-river/ui` re-exports every component): the app's own
// files (root, layout, shared page pieces) stay out and Rollup gives them the root route's chunk.

// React, React DOM and React Router. Not the client entry itself: it hydrates when it runs, so it
// stays a file of its own that only React Router's bootstrap script imports.
const framework = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;

// The site chrome's pieces and the small layout and text components nearly every page uses.
const chrome = "SiteHeader|SiteFooter|Brand|NavItem|LinkList|MobileMenu|SkipLink|FloatingAction|Switch|DarkModeSwitch";
const layoutAndText = "Container|Section|Stack|Cluster|Grid|Heading|Text|Prose|Card|Tag|ButtonLink|LazyImage";
const everyPage = [
  new RegExp(`/packages/ui/src/components/(${chrome}|${layoutAndText})/`),
  // The theme, but not its sprinkles: those carry a runtime only the form fields need.
  /\/packages\/ui\/src\/(theme\/(contract|tokens|themes|global)|utils\/)/,
  // The footer Switch's label, hint and error helpers, not the form fields' other shared pieces.
  /\/packages\/ui\/src\/components\/Field\/Field(\.css)?\.ts/,
  /\/packages\/content\/src\/(site|navigation|seo|images)\.ts$/,
];

/** Rollup's `manualChunks`: the framework in one file, the every-page pieces in another. */
const startupChunks: Rollup.GetManualChunk = (id) => {
  const file = id.replaceAll("\\", "/");
  if (framework.test(file)) return "framework";
  // Vite's helper for lazy imports: the root route has one (the toasts), so every page loads it.
  if (everyPage.some((pattern) => pattern.test(file)) || file.endsWith("vite/preload-helper.js")) return "common";
  return undefined;
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // Unset webhook URLs point at the local inbox, on the port the e2e run or `pnpm start` gives it.
  envPrefix: ["VITE_", "INBOX_PORT"],
  build: {
    // One stylesheet for the whole site (about 7 KB gzip) rather than one per component chunk: the
    // build inlines it into every page (react-router.config.ts), so no page waits on a CSS request
    // and a client-side navigation never needs another stylesheet.
    cssCodeSplit: false,
    // The prerender (server) build is one bundle; only the browser's needs fewer files.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: startupChunks } },
  },
  define: {
    __ADMIN_CODE_SHA256__: JSON.stringify(adminCodeSha256),
  },
}));
