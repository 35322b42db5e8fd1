import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { feedPaths } from "@grand-river/content";
import { insightsFeeds } from "../feeds";
import { step } from "../site-build";

/** The Insights feeds (../feeds.ts) at /insights/rss.xml and /insights/atom.xml. */
export const writeFeeds = step("write the Insights feeds", async ({ site, origin, posts }) => {
  const { rss, atom } = insightsFeeds(posts, origin);
  await mkdir(path.join(site, path.dirname(feedPaths.rss)), { recursive: true });
  await Promise.all([writeFile(path.join(site, feedPaths.rss), rss), writeFile(path.join(site, feedPaths.atom), atom)]);
});
