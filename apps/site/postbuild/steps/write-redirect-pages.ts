import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { redirects } from "../../app/route-table";
import { redirectPage } from "../redirect-pages";
import { step } from "../site-build";

/** A refresh page at each old path, for hosts that read no `_redirects` (../redirect-pages.ts). */
export const writeRedirectPages = step("write a refresh page at each old path", async ({ site, origin }) => {
  await Promise.all(
    redirects.map(async (redirect) => {
      const folder = path.join(site, redirect.from.slice(1));
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, "index.html"), redirectPage(redirect, origin));
    }),
  );
});
