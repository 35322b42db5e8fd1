// The lint config for the whole tree: packages, the site, Storybook and the scripts.
// Every file is linted with type information (typescript-eslint's project service finds the
// nearest tsconfig), so a promise nobody awaits is caught in the plain .mjs scripts too.
import eslint from "@eslint/js";
import vitest from "@vitest/eslint-plugin";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const testFiles = ["**/*.test.{ts,tsx,mjs}", "**/vitest.setup.ts", "**/src/testing/**"];
const storyFiles = ["**/*.stories.{ts,tsx}"];

/**
 * The lint config of the tree whose root is `root` (the folder of the eslint.config.mjs that uses
 * it), where typescript-eslint's project service starts.
 * @param {string} root
 * @returns {import("eslint").Linter.Config[]}
 */
export const lintConfig = (root) =>
  defineConfig(
    globalIgnores([
      // Built or generated output: the folders .gitignore lists (a side-by-side build is build-<name>/).
      "**/node_modules/",
      "**/dist/",
      "**/build/",
      "**/build-*/",
      "**/test-results/",
      "**/playwright-report/",
      "**/.inbox/",
      "**/.react-router/",
      "**/.turbo/",
      "**/.wrangler/",
      "storybook-static/",
      "**/reports/",
      ".vitest-attachments/",
      "**/.stryker-tmp*/",
      "**/*.d.mts",
      // A fresh app that only ever runs outside the workspace, against the packed tarballs: its
      // types and lint belong to that copy (the consumer test type-checks it there).
      "scripts/packages/consumer-app/",
    ]),

    eslint.configs.recommended,
    // Strict: the correctness rules with type information (promises, unsafe any, impossible
    // conditions). The stylistic set is left out: Prettier owns the form of the code.
    tseslint.configs.strictTypeChecked,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir: root },
        globals: { ...globals.browser, ...globals.node },
      },
      linterOptions: { reportUnusedDisableDirectives: "error" },
      rules: {
        // Numbers and booleans read naturally in messages ("1 pixels differ", `${count} passed`).
        "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true, allowBoolean: true }],
        // `return send(response, 204)` ends a request handler in one line; spelling each as two
        // statements adds nothing a reader or the compiler needs.
        "@typescript-eslint/no-confusing-void-expression": "off",
        // React event props take functions that return promises; the handlers catch their own errors.
        "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
        // A component's props interface that only extends the element's props still names the
        // component's public API (and Storybook's props table).
        "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
        // Unused names are already an error in tsc (noUnusedLocals, noUnusedParameters); a leading
        // underscore marks one kept on purpose (a positional argument, a destructured rest).
        "@typescript-eslint/no-unused-vars": [
          "error",
          { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
        ],
      },
    },

    {
      // Plain JavaScript run by node. Its untyped parameters are `any` by definition, so the unsafe-any
      // rules would flag every use of one, and types inferred without annotations are too narrow to
      // call a condition unnecessary; the promise rules still see what each call returns.
      files: ["**/*.{mjs,js,cjs}"],
      rules: {
        "@typescript-eslint/no-unnecessary-condition": "off",
        "@typescript-eslint/restrict-plus-operands": "off",
        "@typescript-eslint/restrict-template-expressions": "off",
        "@typescript-eslint/use-unknown-in-catch-callback-variable": "off",
        "@typescript-eslint/no-unsafe-argument": "off",
        "@typescript-eslint/no-unsafe-assignment": "off",
        "@typescript-eslint/no-unsafe-call": "off",
        "@typescript-eslint/no-unsafe-member-access": "off",
        "@typescript-eslint/no-unsafe-return": "off",
      },
    },

    {
      // CommonJS, for a tool that require()s its config (Lighthouse CI's lighthouserc.cjs).
      files: ["**/*.cjs"],
      rules: { "@typescript-eslint/no-require-imports": "off" },
    },

    {
      files: ["**/*.{ts,tsx,mjs,js}"],
      ...reactHooks.configs.flat["recommended-latest"],
    },
    {
      files: ["**/*.tsx"],
      ...jsxA11y.flatConfigs.strict,
    },

    {
      files: testFiles,
      ...vitest.configs.recommended,
      rules: {
        ...vitest.configs.recommended.rules,
        // Vitest's expect takes a message as its second argument.
        "vitest/valid-expect": ["error", { maxArgs: 2 }],
        // Tests reach into what they just rendered or built; a missing element fails the assertion
        // on the next line, which says more than a non-null check would.
        "@typescript-eslint/no-non-null-assertion": "off",
        // Vitest's asymmetric matchers (expect.stringMatching, expect.any) are typed `any` by design.
        "@typescript-eslint/no-unsafe-assignment": "off",
        // Stand-ins for callbacks: an empty function or an async one with nothing to await is the
        // shape the code under test expects.
        "@typescript-eslint/no-empty-function": "off",
        "@typescript-eslint/require-await": "off",
      },
    },

    {
      // Playwright's end-to-end tests and the host harness the hosts tests run: the same reasoning as
      // the unit tests'.
      files: ["apps/site/e2e/**", "apps/site/hosts/**"],
      rules: { "@typescript-eslint/no-non-null-assertion": "off", "@typescript-eslint/no-empty-function": "off" },
    },

    storybook.configs["flat/recommended"],
    {
      files: storyFiles,
      rules: {
        // Stories render parts in isolation with stand-in data and check them as tests do.
        "@typescript-eslint/no-non-null-assertion": "off",
        "@typescript-eslint/no-unsafe-assignment": "off",
      },
    },
  );
