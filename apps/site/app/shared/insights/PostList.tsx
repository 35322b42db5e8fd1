import { insightsWords, type PostSummary } from "@grand-river/content";
import { Stack, Text } from "@grand-river/ui";
import { PostCard } from "./PostCard";

/** Posts, newest first, one card each; or a line saying there are none yet. */
export function PostList({ posts, level }: { posts: readonly PostSummary[]; level?: 2 | 3 }) {
  if (posts.length === 0) return <Text align="center">{insightsWords.empty}</Text>;
  return (
    <Stack as="ul" gap="lg">
      {posts.map((post) => (
        <PostCard key={post.slug} post={post} {...(level ? { level } : {})} />
      ))}
    </Stack>
  );
}
