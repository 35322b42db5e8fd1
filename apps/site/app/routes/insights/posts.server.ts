import type { Post } from "@grand-river/content";
import posts from "virtual:content-posts";

/**
 * The published posts, newest first, as the content plugin read and rendered them at build
 * (packages/content's `contentData`). Server only: the root's loader hands them to the Insights
 * pages at prerender, so no post file, Markdown engine or highlighter reaches a browser.
 */
export const publishedPosts = (): Promise<readonly Post[]> => Promise.resolve(posts);
