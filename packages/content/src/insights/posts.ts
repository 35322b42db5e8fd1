import { site } from "../site";
import { pictureOf, type Picture } from "../types";
import { listPagePath, postPath, postsPerPage, tagPath, tagSlug } from "./paths";
import type { Root as HastRoot } from "hast";
import type { PostFile } from "./schema";

/** A post's text as an HTML syntax tree, rendered at build (./render.ts). */
export type PostBody = HastRoot;

/** A post file as the build read it: its slug (the file's name) and its fields. */
export interface PostEntry {
  readonly slug: string;
  readonly fields: PostFile;
}

/** A tag as the pages show and link it. */
export interface PostTag {
  readonly name: string;
  readonly slug: string;
  readonly path: string;
}

/** What a list, a tag page or a related-posts card shows of a post. */
export interface PostSummary {
  readonly slug: string;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** 2026-10-05 */
  readonly date: string;
  readonly updated?: string;
  readonly tags: readonly PostTag[];
  readonly readingMinutes: number;
}

/** A published post, whole. */
export interface Post extends PostSummary {
  readonly author: string;
  readonly cover?: Picture;
  readonly body: PostBody;
}

/** A reader's pace, in words a minute, for the reading time. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read `words`, at least one. */
export const readingMinutes = (words: string) =>
  Math.max(1, Math.round(words.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));

/** The tags of a post, each once by its address, in the order written. */
function tagsOf(names: readonly string[]): PostTag[] {
  const bySlug = new Map<string, PostTag>();
  for (const name of names) {
    const slug = tagSlug(name);
    if (slug !== "" && !bySlug.has(slug)) bySlug.set(slug, { name, slug, path: tagPath(slug) });
  }
  return [...bySlug.values()];
}

/**
 * The posts the site publishes: drafts left out, newest first (then by slug, so a day's two posts
 * keep one order), each body rendered by `render`.
 */
export function publishedPosts(
  entries: readonly PostEntry[],
  render: (markdown: string) => { body: PostBody; words: string },
): Post[] {
  return entries
    .filter((entry) => !entry.fields.draft)
    .map(({ slug, fields }): Post => {
      const { body, words } = render(fields.body);
      const cover = fields.cover && fields.cover.file !== "" ? pictureOf(fields.cover) : undefined;
      return {
        slug,
        path: postPath(slug),
        title: fields.title,
        description: fields.description,
        date: fields.date,
        ...(fields.updated ? { updated: fields.updated } : {}),
        tags: tagsOf(fields.tags),
        readingMinutes: readingMinutes(words),
        author: site.founder.name,
        ...(cover ? { cover } : {}),
        body,
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** A post without its body, for lists. */
export const summaryOf = ({
  slug,
  path,
  title,
  description,
  date,
  updated,
  tags,
  readingMinutes,
}: Post): PostSummary => ({
  slug,
  path,
  title,
  description,
  date,
  ...(updated ? { updated } : {}),
  tags,
  readingMinutes,
});

/** One page of the list. */
export interface PostListPage {
  readonly posts: readonly PostSummary[];
  /** From 1. */
  readonly page: number;
  readonly pageCount: number;
  readonly newerPath?: string;
  readonly olderPath?: string;
}

/** How many pages the list of `count` posts takes: one at least, so /insights always exists. */
export const listPageCount = (count: number) => Math.max(1, Math.ceil(count / postsPerPage));

/** Page `page` (from 1) of the newest-first list. */
export function listPage(posts: readonly Post[], page: number): PostListPage {
  const pageCount = listPageCount(posts.length);
  const start = (page - 1) * postsPerPage;
  return {
    posts: posts.slice(start, start + postsPerPage).map(summaryOf),
    page,
    pageCount,
    ...(page > 1 ? { newerPath: listPagePath(page - 1) } : {}),
    ...(page < pageCount ? { olderPath: listPagePath(page + 1) } : {}),
  };
}

/** Every tag in use, each with its posts, by name. */
export function tagsInUse(posts: readonly Post[]): { tag: PostTag; posts: PostSummary[] }[] {
  const byTag = new Map<string, { tag: PostTag; posts: PostSummary[] }>();
  for (const post of posts)
    for (const tag of post.tags) {
      const found = byTag.get(tag.slug) ?? { tag, posts: [] };
      found.posts.push(summaryOf(post));
      byTag.set(tag.slug, found);
    }
  return [...byTag.values()].sort((a, b) => a.tag.name.localeCompare(b.tag.name));
}

/** The post published just before (`previous`) and just after (`next`) the one at `slug`. */
export function neighbours(posts: readonly Post[], slug: string): { previous?: PostSummary; next?: PostSummary } {
  const at = posts.findIndex((post) => post.slug === slug);
  // Newest first: the older post is the one after it in the list.
  const older = at < 0 ? undefined : posts[at + 1];
  const newer = at <= 0 ? undefined : posts[at - 1];
  return { ...(older ? { previous: summaryOf(older) } : {}), ...(newer ? { next: summaryOf(newer) } : {}) };
}

/** Up to `max` other posts sharing a tag with `post`: most tags shared first, then newest. */
export function relatedPosts(posts: readonly Post[], post: Post, max = 3): PostSummary[] {
  const own = new Set(post.tags.map((tag) => tag.slug));
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => own.has(tag.slug)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date))
    .slice(0, max)
    .map(({ other }) => summaryOf(other));
}

/** A page the posts give the site, with the day its content last changed (for the sitemap). */
export interface DatedPage {
  readonly path: string;
  /** 2026-10-05, or none for an empty list. */
  readonly lastmod?: string;
}

const changedOn = (post: PostSummary) => post.updated ?? post.date;
const latest = (posts: readonly PostSummary[]) => posts.map(changedOn).sort().at(-1);
const dated = (path: string, day: string | undefined): DatedPage => ({ path, ...(day ? { lastmod: day } : {}) });

/** Every page the posts give the site: each page of the list (the first is /insights), each tag's, each post's. */
export function insightsPages(posts: readonly Post[]): DatedPage[] {
  const pageCount = listPageCount(posts.length);
  return [
    ...Array.from({ length: pageCount }, (_, i) => dated(listPagePath(i + 1), latest(listPage(posts, i + 1).posts))),
    ...tagsInUse(posts).map(({ tag, posts: tagged }) => dated(tag.path, latest(tagged))),
    ...posts.map((post) => dated(post.path, changedOn(post))),
  ];
}

/**
 * A post as the editor holds it while it is typed, drawn as its page would be: empty fields shown
 * empty, a draft shown all the same, at the address `slug`.
 */
export function previewPost(
  fields: Partial<PostFile>,
  slug: string,
  render: (markdown: string) => { body: PostBody; words: string },
): Post | undefined {
  const [post] = publishedPosts(
    [
      {
        slug: fields.slug?.trim() ? fields.slug.trim() : slug,
        fields: { title: "", description: "", date: "", tags: [], body: "", ...fields, draft: false },
      },
    ],
    render,
  );
  return post;
}
