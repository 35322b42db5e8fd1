import { defineConfig } from "vite";
import { libraryConfig } from "@grand-river/library-config";

// The published build (`pnpm build`); inside the monorepo the site and Storybook read `src`.
export default defineConfig(
  libraryConfig({
    entries: ["src/index.ts", "src/data.ts", "src/fields/awaitsScript.ts"],
  }),
);
