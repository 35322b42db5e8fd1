import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import * as v from "valibot";
import type { PostEntry } from "./posts";
import { PostFileSchema, postsFolder } from "./schema";
import { slugProblem } from "./slug";

/** One post file as read: its name, its fields as written (unchecked), or why it could not be read. */
export interface PostFileRead {
  readonly file: string;
  /** The file's name without `.json`: the post's address unless its fields name another. */
  readonly slug: string;
  readonly fields?: unknown;
  readonly unreadable?: string;
}

/** A post's address: its `slug` field, or its file's name when that is empty. */
export const addressOf = (fileSlug: string, fields: { readonly slug?: string | undefined }) =>
  fields.slug?.trim() ? fields.slug.trim() : fileSlug;

/** Every `.json` file of `dataDir`/posts, read; none when the folder is missing. */
export async function readPostFiles(dataDir: string): Promise<PostFileRead[]> {
  const folder = path.join(dataDir, postsFolder);
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".json")).sort();
  return Promise.all(
    names.map(async (name): Promise<PostFileRead> => {
      const file = `${postsFolder}/${name}`;
      const slug = name.slice(0, -".json".length);
      try {
        return { file, slug, fields: JSON.parse(await readFile(path.join(folder, name), "utf8")) as unknown };
      } catch (error) {
        return { file, slug, unreadable: (error as Error).message };
      }
    }),
  );
}

/**
 * The posts of `dataDir` that pass their checks. The build's content check (../data-files/validate.ts)
 * has already stopped the build over any that do not; this reads them for the pages.
 */
export async function readPostEntries(dataDir: string): Promise<PostEntry[]> {
  const entries: PostEntry[] = [];
  for (const read of await readPostFiles(dataDir)) {
    const result = v.safeParse(PostFileSchema, read.fields);
    if (!result.success) continue;
    const slug = addressOf(read.slug, result.output);
    if (slugProblem(slug) === undefined && !entries.some((entry) => entry.slug === slug))
      entries.push({ slug, fields: result.output });
  }
  return entries;
}
