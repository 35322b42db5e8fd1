import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-table";
import { postbuildSettingsFrom, runSteps, siteBuildOf } from "./postbuild/site-build";
import * as step from "./postbuild/steps";

// Lets two builds (a bench run, a second worktree) live side by side.
const buildDirectory = process.env.SITE_BUILD_DIR ?? "build";

// The origin, the host's `_redirects` syntax and the editor's settings (docs/deploying.md and
// docs/editing.md): read now, so a typo fails before anything is built.
const settings = postbuildSettingsFrom(process.env);

// The work after prerendering, in order: each step is a file of postbuild/steps/ with its own test.
const steps = [
  step.dropRouterBundle,
  step.bundlePageScript,
  step.flattenPages,
  // Names each page's card by its hash in the page, so before the pages are finished.
  step.writeSocialCards,
  // Before any policy is hashed, so the policies cover the pages as they ship.
  step.finishPages,
  step.writeRedirectPages,
  step.writeHostFiles,
  step.writeEditor,
  step.addNotFoundPolicy,
  step.writeHeaders,
  step.writeNginxIncludes,
  // Very last, once every file is final.
  step.writeGzipTwins,
  step.warnLocalInbox,
];

export default {
  appDirectory: "app",
  buildDirectory,
  // Static files only: React Router renders every route to HTML at build time. The browser gets
  // that HTML, one small page script, and React only inside islands (see docs/architecture.md, "HTML first").
  ssr: false,
  prerender: prerenderPaths(),
  buildEnd: ({ viteConfig }) => runSteps(steps, siteBuildOf(viteConfig, buildDirectory, settings)),
} satisfies Config;
