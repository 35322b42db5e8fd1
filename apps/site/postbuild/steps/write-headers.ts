import { writeFile } from "node:fs/promises";
import path from "node:path";
import { editorRoute } from "../../app/route-table";
import { cacheHeaderRules, headersFile, originsOf, securityHeaderRules, type HeaderRule } from "../security-headers";
import { builtPages, carried, step, type SiteBuild } from "../site-build";

/**
 * Every `_headers` rule: a policy for each page and 404.html, the editor's own, and the cache rules.
 * The forms may post to the webhook addresses the client was built with, and nowhere else. No policy
 * for the refresh pages at old paths: every host that reads `_headers` redirects those paths, and
 * Netlify matches header paths without regard to case, so a policy for /Team would also land on /team.
 */
async function headerRulesOf(build: SiteBuild): Promise<HeaderRule[]> {
  const connectOrigins = originsOf(Object.values(build.settings.webhooks.urls));
  const pagesWithPolicies = (await builtPages(build.site)).filter(
    (page) => !page.file.endsWith("/index.html") && page.file !== editorRoute.file,
  );
  return [
    ...securityHeaderRules(pagesWithPolicies, connectOrigins),
    ...carried(build, "editorRules", "writeHeaders"),
    ...cacheHeaderRules,
  ];
}

/** `_headers`, once every page is final: the policies hash the HTML exactly as shipped. */
export const writeHeaders = step("write _headers", async (build) => {
  const rules = await headerRulesOf(build);
  build.carried.headerRules = rules;
  await writeFile(path.join(build.site, "_headers"), headersFile(rules));
});
