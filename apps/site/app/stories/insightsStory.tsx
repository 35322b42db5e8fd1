import type { ComponentType } from "react";
import { tagsInUse } from "@grand-river/content";
import { createRoutesStub } from "react-router";
import posts from "virtual:content-posts";
import { pageFor } from "../route-table";
import { pageMeta } from "./pageStory";

/**
 * What the Insights pages' stories share: the published posts (packages/content/data/posts/, read
 * and rendered by the content plugin as for the build), handed to the page as the root's loader hands
 * them at prerender, in a router at the page's address, so the page reads its posts and its
 * `:slug` or `:tag` as on the site.
 */

const [newest] = posts;
const [mostUsed] = [...tagsInUse(posts)].sort((a, b) => b.posts.length - a.posts.length);
if (!newest || !mostUsed)
  throw new Error("The Insights stories show the published posts: packages/content/data/posts/ has none.");

/** The newest post, the one the post page's story shows. */
export const storyPost = newest;

/** The tag on the most posts, the one the tag page's story shows. */
export const storyTag = mostUsed.tag;

/** `pageMeta` for an Insights page at `path`, in a router that holds the posts as the root's loader data. */
export function insightsPageMeta(path: string, Page: ComponentType) {
  const Routes = createRoutesStub([
    {
      id: "root",
      loader: () => ({ posts }),
      children: [{ path: pageFor(path).path, Component: Page }],
    },
  ]);
  const InRouter = () => <Routes initialEntries={[path]} hydrationData={{ loaderData: { root: { posts } } }} />;
  return pageMeta(path, InRouter);
}
