import {
  insightsPages,
  listPage,
  neighbours,
  publishedPosts,
  readingMinutes,
  relatedPosts,
  tagsInUse,
  type PostBody,
  type PostEntry,
} from "./posts";
import type { PostFile } from "./schema";

const body: PostBody = { type: "root", children: [] };
const render = (markdown: string) => ({ body, words: markdown });

/** A post file with `fields` over plain defaults. */
const entry = (slug: string, fields: Partial<PostFile> = {}): PostEntry => ({
  slug,
  fields: {
    title: `Post ${slug}`,
    description: "A post.",
    date: "2026-01-01",
    tags: ["Lessons"],
    draft: false,
    body: "Words.",
    ...fields,
  },
});

const slugsOf = (posts: readonly { slug: string }[]) => posts.map((post) => post.slug);

describe("the posts the site publishes", () => {
  it("leaves drafts out and lists the rest newest first, a day's posts by address", () => {
    const posts = publishedPosts(
      [
        entry("old", { date: "2025-12-01" }),
        entry("hidden", { date: "2026-03-01", draft: true }),
        entry("b-new", { date: "2026-02-01" }),
        entry("a-new", { date: "2026-02-01" }),
      ],
      render,
    );
    expect(slugsOf(posts)).toEqual(["a-new", "b-new", "old"]);
  });

  it("gives each post its address, its tags' pages once each, and its updated day only when set", () => {
    const [post] = publishedPosts([entry("a", { tags: ["Case study", "case-study", "How-to"], updated: "" })], render);
    expect(post?.path).toBe("/insights/a");
    expect(post?.tags).toEqual([
      { name: "Case study", slug: "case-study", path: "/insights/tags/case-study" },
      { name: "How-to", slug: "how-to", path: "/insights/tags/how-to" },
    ]);
    expect(post?.updated).toBeUndefined();
  });

  it.each([
    ["one word", 1],
    [Array.from({ length: 200 }, () => "word").join(" "), 1],
    [Array.from({ length: 700 }, () => "word").join(" "), 4],
  ])("reads %#: %i min", (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });
});

describe("the list's pages", () => {
  const posts = publishedPosts(
    Array.from({ length: 12 }, (_, i) =>
      entry(`p${String(i + 1).padStart(2, "0")}`, { date: `2026-01-${String(i + 1).padStart(2, "0")}` }),
    ),
    render,
  );

  it("shows ten posts on the first page, with the way to the older ones", () => {
    const first = listPage(posts, 1);
    expect(first.posts).toHaveLength(10);
    expect(first.posts[0]?.slug).toBe("p12");
    expect(first).toMatchObject({ page: 1, pageCount: 2, olderPath: "/insights/page/2" });
    expect(first.newerPath).toBeUndefined();
  });

  it("shows the rest on page 2, with the way back to /insights", () => {
    const second = listPage(posts, 2);
    expect(slugsOf(second.posts)).toEqual(["p02", "p01"]);
    expect(second).toMatchObject({ page: 2, pageCount: 2, newerPath: "/insights" });
    expect(second.olderPath).toBeUndefined();
  });

  it("gives the sitemap every page with the day it last changed", () => {
    const pages = insightsPages(posts);
    expect(pages.slice(0, 2)).toEqual([
      { path: "/insights", lastmod: "2026-01-12" },
      { path: "/insights/page/2", lastmod: "2026-01-02" },
    ]);
    expect(pages).toContainEqual({ path: "/insights/tags/lessons", lastmod: "2026-01-12" });
    expect(pages).toContainEqual({ path: "/insights/p01", lastmod: "2026-01-01" });
    expect(pages).toHaveLength(2 + 1 + 12);
  });

  it("still has /insights when there are no posts", () => {
    expect(insightsPages([])).toEqual([{ path: "/insights" }]);
  });
});

describe("a post's neighbours and relatives", () => {
  const posts = publishedPosts(
    [
      entry("oldest", { date: "2026-01-01", tags: ["A", "B"] }),
      entry("middle", { date: "2026-02-01", tags: ["C"] }),
      entry("newest", { date: "2026-03-01", tags: ["A", "B", "C"] }),
      entry("newer-a", { date: "2026-02-15", tags: ["A"] }),
      entry("other", { date: "2026-02-20", tags: ["A"] }),
      entry("unrelated", { date: "2026-02-25", tags: ["D"] }),
    ],
    render,
  );

  it("links the post published before as previous and the one after as next", () => {
    const { previous, next } = neighbours(posts, "middle");
    expect(previous?.slug).toBe("oldest");
    expect(next?.slug).toBe("newer-a");
  });

  it("has no previous post for the oldest and no next for the newest", () => {
    expect(neighbours(posts, "oldest").previous).toBeUndefined();
    expect(neighbours(posts, "newest").next).toBeUndefined();
  });

  it("relates up to three posts by shared tags, most shared first, then newest", () => {
    const newest = posts.find((post) => post.slug === "newest");
    expect(newest).toBeDefined();
    expect(slugsOf(relatedPosts(posts, newest!))).toEqual(["oldest", "other", "newer-a"]);
  });

  it("relates nothing to a post whose tags no other post has", () => {
    const unrelated = posts.find((post) => post.slug === "unrelated");
    expect(relatedPosts(posts, unrelated!)).toEqual([]);
  });

  it("gathers each tag's posts under its name", () => {
    const tags = tagsInUse(posts);
    expect(tags.map(({ tag }) => tag.name)).toEqual(["A", "B", "C", "D"]);
    expect(slugsOf(tags[0]?.posts ?? [])).toEqual(["newest", "other", "newer-a", "oldest"]);
  });
});
