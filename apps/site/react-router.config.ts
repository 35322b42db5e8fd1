import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-table";
import { postbuildSettingsFrom, siteBuildOf, steps } from "./postbuild/site-build";
import * as step from "./postbuild/steps";

// Lets two builds (a bench run, a second worktree) live side by side.
const buildDirectory = process.env.SITE_BUILD_DIR ?? "build";

// The origin, the host's `_redirects` syntax and the editor's settings (docs/deploying.md and
// docs/editing.md): read now, so a typo fails before anything is built.
const settings = postbuildSettingsFrom(process.env);

// The work after prerendering, in order: each step is a file of postbuild/steps/ with its own test,
// and takes only what the steps before it return, so a step listed too early fails the type check.
const postbuild = steps()
  .add(step.dropRouterBundle)
  .add(step.buildBrowserScript)
  .add(step.flattenPages)
  // Names each page's card by its hash in the page, so before the pages are finished.
  .add(step.writeSocialCards)
  // Before any policy is hashed, so the policies cover the pages as they ship.
  .add(step.finishPages)
  .add(step.writeRedirectPages)
  .add(step.writeHostFiles)
  .add(step.writeEditor)
  .add(step.addNotFoundPolicy)
  .add(step.writeHeaders)
  .add(step.writeNginxIncludes)
  // Very last, once every file is final.
  .add(step.writeGzipTwins)
  .add(step.warnLocalInbox);

export default {
  appDirectory: "app",
  buildDirectory,
  // Static files only: React Router renders every route to HTML at build time. The browser gets
  // that HTML, one small page script, and React only inside islands (see docs/architecture.md, "HTML first").
  ssr: false,
  prerender: prerenderPaths(),
  buildEnd: ({ viteConfig }) => postbuild.run(siteBuildOf(viteConfig, buildDirectory, settings)),
} satisfies Config;
