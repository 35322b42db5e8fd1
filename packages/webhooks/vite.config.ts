import { readdirSync } from "node:fs";
import { defineConfig } from "vite";
import { libraryConfig } from "@grand-river/library-config";
import { shapeCheckSource } from "./vite-shape-check";

// The published build (`pnpm build`): the browser client, and the Node code behind the command line,
// the inbox and the settings reader, which the site's build and the e2e runs also use from `dist`;
// and each form's definition, its own entry (`@grand-river/webhooks/definition/<form>`), so a page
// with one form imports that form's fields and no other's.
const definitions = readdirSync(new URL("src/definition/", import.meta.url))
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => `src/definition/${file}`);
const library = libraryConfig({
  entries: [
    "src/index.ts",
    "src/cli.ts",
    "src/settings.ts",
    "src/relay-proof.ts",
    "src/inbox/server.ts",
    "src/n8n/generate.ts",
    ...definitions,
  ],
});

export default defineConfig({ ...library, plugins: [...(library.plugins ?? []), shapeCheckSource()] });
