import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { inspectImage } from "@grand-river/content/build";
import { writeVariants } from "../media/encode";
import { planMedia } from "../media/plugin";
import { step } from "../site-build";
import { packageFile, withStepCache } from "../step-cache";

/**
 * The agency's pictures (packages/content/media), as the pages name them (`virtual:media`): each
 * raster as AVIF, WebP and its own format at every width of its ladder, upright and with no
 * metadata, under /assets/media/ (cached for a year by name); each SVG as it is, under /media/.
 * No source file is copied: a phone's photo, with its GPS position, never reaches the site.
 */
export const writeMedia = step(
  "make the agency's pictures light for phones",
  async ({ site, cache: cacheFolder, mediaDir, log }) => {
    const plans = await planMedia(mediaDir, inspectImage);
    const code = [new URL("../media/encode.ts", import.meta.url), packageFile("sharp")];
    const encoded = await withStepCache(path.join(cacheFolder, "media"), code, async (cache) => {
      let count = 0;
      for (const [address, plan] of plans) {
        if (plan.variants.length > 0) count += await writeVariants(plan, mediaDir, site, cache);
        else {
          await mkdir(path.dirname(path.join(site, address)), { recursive: true });
          await copyFile(path.join(mediaDir, plan.source), path.join(site, address));
        }
      }
      return count;
    });
    const files = [...plans.values()].reduce((total, plan) => total + plan.variants.length, 0);
    log(`  ${plans.size} pictures: ${files} files, ${encoded} of them encoded now, the rest from the cache`);
  },
);
