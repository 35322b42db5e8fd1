import { insightsWords, type PostSummary } from "@grand-river/content";
import { Cluster, Text } from "@grand-river/ui";
import { PostDate } from "./PostDate";

const words = insightsWords.post;

/** Who wrote a post, when, when it changed and how long it takes to read. */
export function PostByline({ post, author }: { post: PostSummary; author?: string }) {
  return (
    <Cluster as="div" gap="sm" justify={author ? "center" : "start"}>
      {author ? (
        <Text as="span" size="sm" tone="muted">
          {words.by(author)}
        </Text>
      ) : null}
      <Text as="span" size="sm" tone="muted">
        <PostDate day={post.date} />
      </Text>
      {post.updated ? (
        <Text as="span" size="sm" tone="muted">
          {words.updated} <PostDate day={post.updated} />
        </Text>
      ) : null}
      <Text as="span" size="sm" tone="muted">
        {words.readingTime(post.readingMinutes)}
      </Text>
    </Cluster>
  );
}
