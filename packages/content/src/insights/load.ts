import path from "node:path";
import { contentDataDir } from "../data-files/validate";
import { publishedPosts, type Post } from "./posts";
import { readPostEntries } from "./read";
import { renderPostBody } from "./render";

/** The data folder the build reads, as the content checks read it: `$CONTENT_DATA_DIR`, else packages/content/data. */
const dataDirOf = (env: Readonly<Record<string, string | undefined>>) =>
  env.CONTENT_DATA_DIR ? path.resolve(env.CONTENT_DATA_DIR) : contentDataDir;

/** The posts the site publishes from `dataDir`, newest first, each body rendered to HTML's syntax tree. */
export async function readPosts(dataDir = dataDirOf(process.env)): Promise<Post[]> {
  return publishedPosts(await readPostEntries(dataDir), renderPostBody);
}
