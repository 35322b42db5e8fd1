import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { inspectImage } from "@grand-river/content/build";
import { mediaCacheDir, writeVariants } from "../media/encode";
import { planMedia } from "../media/plugin";
import { step } from "../site-build";

/**
 * The agency's pictures (packages/content/media), as the pages name them (`virtual:media`): each
 * raster as AVIF, WebP and its own format at every width of its ladder, upright and with no
 * metadata, under /assets/media/ (cached for a year by name); each SVG as it is, under /media/.
 * No source file is copied: a phone's photo, with its GPS position, never reaches the site.
 */
export const writeMedia = step("make the agency's pictures light for phones", async ({ site, root, mediaDir }) => {
  const plans = await planMedia(mediaDir, inspectImage);
  const cacheDir = mediaCacheDir(root);
  let written = 0;
  for (const [address, plan] of plans) {
    if (plan.variants.length === 0) {
      await mkdir(path.dirname(path.join(site, address)), { recursive: true });
      await copyFile(path.join(mediaDir, plan.source), path.join(site, address));
    } else written += await writeVariants(plan, mediaDir, site, cacheDir);
  }
  console.log(`[media] ${plans.size} pictures, ${written} files for phones and screens`);
});
