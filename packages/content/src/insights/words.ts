import { site } from "../site";

/** Every word of the Insights pages around the posts' own. */
export const insightsWords = {
  heading: "Insights",
  intro: `Case studies, how-tos and what we learn building AI automations for West Michigan businesses, written by ${site.founder.name}.`,
  /** The footer's and each tag's link to the list. */
  linkLabel: "Insights",
  allPosts: "All insights",
  empty: "No posts yet. The first is on its way.",
  list: {
    /** A later page's title and heading. */
    pageTitle: (page: number, pageCount: number) => `Insights, page ${page} of ${pageCount}`,
    navigation: "Pages of posts",
    newer: "Newer posts",
    older: "Older posts",
    pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  },
  tag: {
    title: (tag: string) => `Insights tagged “${tag}”`,
    description: (tag: string, count: number) =>
      `${count === 1 ? "One post" : `${count} posts`} from ${site.firmName} tagged “${tag}”: case studies, how-tos and lessons from AI automation work in West Michigan.`,
    tagsHeading: "Tags",
  },
  post: {
    by: (author: string) => `By ${author}`,
    published: "Published",
    updated: "Updated",
    readingTime: (minutes: number) => `${minutes} min read`,
    tagsLabel: "Tags",
    neighboursLabel: "More posts",
    previous: "Previous post",
    next: "Next post",
    related: "Related posts",
  },
  feeds: { rss: `${site.firmName} Insights (RSS)`, atom: `${site.firmName} Insights (Atom)` },
} as const;
