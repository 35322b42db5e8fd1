import type { Post } from "@grand-river/content";
import { useRouteLoaderData } from "react-router";

/** What the root's loader read (app/root.tsx): the published posts, newest first. */
interface InsightsData {
  readonly posts: readonly Post[];
}

/** The published posts, as the root read them at prerender. */
export function usePosts(): readonly Post[] {
  const data = useRouteLoaderData<InsightsData>("root");
  if (!data) throw new Error("An Insights page reads the posts the root's loader read (app/root.tsx).");
  return data.posts;
}

/** The same for a page's `meta`, from its matches. */
export function postsOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): readonly Post[] {
  const data = matches.find((match) => match?.id === "root")?.loaderData as InsightsData | undefined;
  return data?.posts ?? [];
}
