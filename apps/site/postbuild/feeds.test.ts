import { parseFeed } from "@rowanmanning/feed-parser";
import { readPosts } from "@grand-river/content/build";
import { insightsFeeds } from "./feeds";

describe("the Insights feeds", () => {
  it.each(["rss", "atom"] as const)(
    "carry every post in %s, whole, with absolute links, ids and dates",
    async (format) => {
      const posts = await readPosts();
      const feed = parseFeed(insightsFeeds(posts, "https://example.com")[format]);
      expect(feed.meta.type).toBe(format);
      expect(feed.url).toBe("https://example.com/insights");
      expect(feed.items).toHaveLength(posts.length);
      for (const [index, post] of posts.entries()) {
        const item = feed.items[index];
        expect(item?.title).toBe(post.title);
        expect(item?.url).toBe(`https://example.com${post.path}`);
        expect(item?.id).toBe(`https://example.com${post.path}`);
        expect(item?.published?.toISOString()).toBe(`${post.date}T00:00:00.000Z`);
        expect(item?.updated?.toISOString()).toBe(`${post.updated ?? post.date}T00:00:00.000Z`);
        expect(item?.content).toContain("<h2 id=");
        expect(item?.content).not.toMatch(/(href|src)="[/#]/);
      }
    },
  );

  it("are dated by the newest post, not the clock, so an unchanged site builds the same feeds", async () => {
    const posts = await readPosts();
    const newest = posts
      .map((post) => post.updated ?? post.date)
      .sort()
      .at(-1);
    const feed = parseFeed(insightsFeeds(posts, "https://example.com").atom);
    expect(feed.updated?.toISOString()).toBe(`${newest}T00:00:00.000Z`);
  });
});
