import { defineConfig } from "vite";
import { libraryConfig } from "@grand-river/library-config";

// The published build (`pnpm build`); inside the monorepo everything reads `src`. The inbox and its
// command line are plain JavaScript that node runs as written, so they are copied, not built.
export default defineConfig(
  libraryConfig({
    entries: ["src/index.ts"],
    verbatim: [
      "src/cli.mjs",
      "src/settings.mjs",
      "src/settings.d.mts",
      "src/shape.mjs",
      "src/terminal.mjs",
      "src/env-files.mjs",
      "src/probe-marker.mjs",
      "src/n8n/api.mjs",
      "src/n8n/provision.mjs",
      "src/n8n/workflows.mjs",
      "src/check/command.mjs",
      "src/check/assess.mjs",
      "src/check/probe.mjs",
      "src/check/samples.mjs",
      "src/inbox/server.mjs",
      "src/inbox/server.d.mts",
      "src/inbox/guard.mjs",
      "src/inbox/store.mjs",
    ],
  }),
);
