import { defineConfig } from "vite";
import { libraryConfig } from "@grand-river/library-config";

// The published build (`pnpm build`); inside the monorepo the site and Storybook read `src`.
export default defineConfig(
  libraryConfig({
    entries: [
      "src/styles.ts",
      "src/index.ts",
      "src/enhance.ts",
      "src/widgets.ts",
      "src/messages/index.ts",
      "src/vars.ts",
    ],
  }),
);
