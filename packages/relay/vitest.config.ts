import { reportAs } from "@grand-river/vitest-config";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globals: true,
    include: ["src/**/*.test.ts"],
    ...reportAs("vitest"),
  },
});
