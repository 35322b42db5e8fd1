import { insightsPath, insightsWords, site, tagsInUse, type Post } from "@grand-river/content";
import { Section, Stack } from "@grand-river/ui";
import { useParams } from "react-router";
import { pageMeta } from "../../layout/meta";
import { PageHeader } from "../../shared/PageHeader";
import { PostList } from "../../shared/insights/PostList";
import type { Route } from "./+types/tag";
import NotFound from "../not-found";
import { postsOf, usePosts } from "./insights-data";

/** The tag at `slug`, with its posts. */
const tagged = (posts: readonly Post[], slug: string | undefined) =>
  tagsInUse(posts).find(({ tag }) => tag.slug === slug);

export const meta: Route.MetaFunction = ({ location, params, matches }) => {
  const found = tagged(postsOf(matches), params.tag);
  if (!found) return pageMeta(location.pathname);
  return pageMeta(location.pathname, {
    title: `${insightsWords.tag.title(found.tag.name)} | ${site.firmName}`,
    description: insightsWords.tag.description(found.tag.name, found.posts.length),
    keywords: [found.tag.name],
  });
};

/** /insights/tags/<tag>: every post with the tag, newest first, and the way back to them all. */
export default function InsightsTag() {
  const found = tagged(usePosts(), useParams().tag);
  if (!found) return <NotFound />;
  return (
    <>
      <PageHeader title={insightsWords.tag.title(found.tag.name)}>
        <a href={insightsPath}>{insightsWords.allPosts}</a>
      </PageHeader>
      <Section width="prose">
        <Stack gap="xl">
          <PostList posts={found.posts} />
        </Stack>
      </Section>
    </>
  );
}
