import { Feed } from "feed";
import { feedPaths, insightsPath, insightsWords, site, type Post } from "@grand-river/content";
import { postHtml } from "@grand-river/content/build";

/** A day written 2026-10-05 as the moment feeds date it: the start of that day, UTC. */
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The Insights feeds, RSS 2.0 and Atom, made with `feed`: every published post, newest first, with
 * its full text as HTML whose links are absolute (a feed reader has no page to resolve them against).
 * Dated by the posts, never by the clock, so an unchanged site builds the same feeds.
 */
export function insightsFeeds(posts: readonly Post[], origin: string): { rss: string; atom: string } {
  const list = `${origin}${insightsPath}`;
  const newest = posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1);
  const feed = new Feed({
    title: `${site.firmName} ${insightsWords.heading}`,
    description: insightsWords.intro,
    id: list,
    link: list,
    language: "en",
    image: `${origin}/images/logo.svg`,
    favicon: `${origin}/images/logo.svg`,
    copyright: `© ${site.firmName}`,
    ...(newest ? { updated: dayOf(newest) } : { updated: new Date(0) }),
    generator: false,
    feedLinks: { rss: `${origin}${feedPaths.rss}`, atom: `${origin}${feedPaths.atom}` },
    author: { name: site.founder.name, link: `${origin}/team` },
  });
  for (const post of posts) {
    const url = `${origin}${post.path}`;
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.description,
      content: postHtml(post, origin),
      date: dayOf(post.updated ?? post.date),
      published: dayOf(post.date),
      author: [{ name: post.author, link: `${origin}/team` }],
      category: post.tags.map((tag) => ({ name: tag.name, term: tag.name, domain: `${origin}${tag.path}` })),
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1() };
}
