import {
  blogPostingJsonLd,
  homePage,
  insightsPath,
  insightsWords,
  neighbours,
  postSeo,
  relatedPosts,
} from "@grand-river/content";
import { Section, Stack, Text } from "@grand-river/ui";
import { siteOrigin } from "../../config";
import { Island } from "../../hydration/Island";
import NewsletterIsland from "../../islands/NewsletterIsland";
import { pageMeta } from "../../layout/meta";
import { socialCardPath } from "../../route-table";
import { PostArticle } from "../../shared/insights/PostArticle";
import { PostList } from "../../shared/insights/PostList";
import { PostNeighbours } from "../../shared/insights/PostNeighbours";
import { useParams } from "react-router";
import type { Route } from "./+types/post";
import NotFound from "../not-found";
import { postsOf, usePosts } from "./insights-data";

export const meta: Route.MetaFunction = ({ location, params, matches }) => {
  const post = postsOf(matches).find((p) => p.slug === params.slug);
  if (!post) return pageMeta(location.pathname);
  return pageMeta(location.pathname, postSeo(post), {
    published: post.date,
    ...(post.updated ? { modified: post.updated } : {}),
    tags: post.tags.map((tag) => tag.name),
    jsonLd: blogPostingJsonLd(post, siteOrigin, `${siteOrigin}${socialCardPath(post.path)}`),
  });
};

/**
 * /insights/<slug>: one post, then the posts before and after it, up to three related by their
 * tags, and the newsletter form, which wakes only when a visitor reaches for it.
 */
const { newsletter } = homePage;

export default function InsightsPost() {
  const posts = usePosts();
  const slug = useParams().slug;
  const post = posts.find((p) => p.slug === slug);
  if (!post) return <NotFound />;
  const { previous, next } = neighbours(posts, post.slug);
  const related = relatedPosts(posts, post);
  return (
    <>
      <PostArticle post={post}>
        <PostNeighbours {...(previous ? { previous } : {})} {...(next ? { next } : {})} />
        <Text>
          <a href={insightsPath}>{insightsWords.allPosts}</a>
        </Text>
      </PostArticle>
      {related.length > 0 ? (
        <Section heading={insightsWords.post.related} width="prose">
          <Stack gap="lg">
            <PostList posts={related} level={3} />
          </Stack>
        </Section>
      ) : null}
      <Section heading={newsletter.heading} description={newsletter.pitch} tone="brand" width="prose" align="center">
        {/* Below the post, and like every form it wakes when the visitor reaches for it. */}
        <Island of={NewsletterIsland} wake="interaction" deferRuntime />
        <Text size="sm" tone="muted" align="center">
          {newsletter.fineprint}
        </Text>
      </Section>
    </>
  );
}
