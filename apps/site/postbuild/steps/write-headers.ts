import { writeFile } from "node:fs/promises";
import path from "node:path";
import { editorRoute } from "../../app/route-table";
import { cacheHeaderRules, headersFile, originsOf, securityHeaderRules, type HeaderRule } from "../security-headers";
import { builtPages, step, type SiteBuild } from "../site-build";

/** The `_headers` rules of /edit, which `writeEditor` returns. */
interface EditorRules {
  readonly editorRules: readonly HeaderRule[];
}

/**
 * Every `_headers` rule: a policy for each page and 404.html, the editor's own, and the cache rules.
 * The forms may post to the webhook addresses the client was built with, and nowhere else. No policy
 * for the refresh pages at old paths: every host that reads `_headers` redirects those paths, and
 * Netlify matches header paths without regard to case, so a policy for /Team would also land on /team.
 */
async function headerRulesOf(build: SiteBuild & EditorRules): Promise<HeaderRule[]> {
  const connectOrigins = originsOf(Object.values(build.settings.webhooks.urls));
  const pagesWithPolicies = (await builtPages(build.site)).filter(
    (page) => !page.file.endsWith("/index.html") && page.file !== editorRoute.file,
  );
  return [...securityHeaderRules(pagesWithPolicies, connectOrigins), ...build.editorRules, ...cacheHeaderRules];
}

/**
 * `_headers`, once every page is final: the policies hash the HTML exactly as shipped. Returns every
 * rule as `headerRules`, which the nginx includes repeat.
 */
export const writeHeaders = step("write _headers", async (build: SiteBuild & EditorRules) => {
  const headerRules: readonly HeaderRule[] = await headerRulesOf(build);
  await writeFile(path.join(build.site, "_headers"), headersFile(headerRules));
  return { headerRules };
});
