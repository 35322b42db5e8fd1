import { defineConfig } from "vite";
import { libraryConfig } from "@grand-river/library-config";
import { shapeCheckSource } from "./vite-shape-check";

// The published build (`pnpm build`): the browser client, and the Node code behind the command line,
// the inbox and the settings reader, which the site's build and the e2e runs also use from `dist`.
const library = libraryConfig({
  entries: [
    "src/index.ts",
    "src/cli.ts",
    "src/settings.ts",
    "src/relay-proof.ts",
    "src/inbox/server.ts",
    "src/n8n/generate.ts",
  ],
});

export default defineConfig({ ...library, plugins: [...(library.plugins ?? []), shapeCheckSource()] });
