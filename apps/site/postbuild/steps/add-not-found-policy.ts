import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { notFoundPath } from "../../app/route-table";
import { pageFile } from "../page-files";
import { originsOf, withPolicyMeta } from "../security-headers";
import { step } from "../site-build";

/**
 * 404.html carries its policy in a meta tag too: a host serves it for any unknown path, where no
 * `_headers` rule names it. Once the page is final, so the policy hashes it exactly as shipped.
 */
export const addNotFoundPolicy = step("put the policy in 404.html", async ({ site, settings }) => {
  const file = path.join(site, pageFile(notFoundPath));
  await writeFile(file, withPolicyMeta(await readFile(file, "utf8"), originsOf(Object.values(settings.webhooks.urls))));
});
