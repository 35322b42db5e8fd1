import type { Config } from "@react-router/dev/config";
import { insightsPages, insightsPath } from "@grand-river/content";
import { readPosts } from "@grand-river/content/build";
import { prerenderPaths } from "./app/route-table";
import { postbuildSettingsFrom, siteBuildOf, type SiteBuild } from "./postbuild/site-build";
import * as step from "./postbuild/steps";

// Lets two builds (a bench run, a second worktree) live side by side.
const buildDirectory = process.env.SITE_BUILD_DIR ?? "build";

// The origin, the host's `_redirects` syntax and the editor's settings (docs/deploying.md and
// docs/editing.md): read now, so a typo fails before anything is built.
const settings = postbuildSettingsFrom(process.env);

// The published posts (packages/content/data/posts/, drafts left out): their pages are prerendered,
// and the sitemap and the feeds list them. A post that fails its checks is left out here; the
// content check stops the build over it before anything is rendered.
const posts = await readPosts();
const postPaths = insightsPages(posts)
  .map((page) => page.path)
  .filter((path) => path !== insightsPath);

/**
 * The work after prerendering, in order: each step is a file of postbuild/steps/ with its own test,
 * and a later step takes what an earlier one returned, so one listed too early fails the type check.
 */
async function postbuild(build: SiteBuild) {
  const { stylesheets } = await step.dropRouterBundle.run(build);
  const { client } = await step.buildBrowserScript.run(build);
  await step.flattenPages.run(build);
  await step.writeMedia.run(build);
  // Names each page's card by its hash in the page, so before the pages are finished.
  await step.writeSocialCards.run(build);
  // Before any policy is hashed, so the policies cover the pages as they ship.
  await step.finishPages.run({ ...build, stylesheets, client });
  await step.writeRedirectPages.run(build);
  await step.writeHostFiles.run(build);
  await step.writeFeeds.run(build);
  const { editorRules } = await step.writeEditor.run(build);
  await step.addNotFoundPolicy.run(build);
  const { headerRules } = await step.writeHeaders.run({ ...build, editorRules });
  await step.writeNginxIncludes.run({ ...build, headerRules });
  // Very last, once every file is final.
  await step.writeGzipTwins.run(build);
  await step.warnLocalInbox.run(build);
}

export default {
  appDirectory: "app",
  buildDirectory,
  // Static files only: React Router renders every route to HTML at build time. The browser gets
  // that HTML, one small page script, and React only inside islands (see docs/architecture.md, "HTML first").
  ssr: false,
  prerender: prerenderPaths(postPaths),
  buildEnd: ({ viteConfig }) => postbuild(siteBuildOf(viteConfig, buildDirectory, settings, posts)),
} satisfies Config;
