import { insightsWords, type PostSummary } from "@grand-river/content";
import { Card, CardBody, CardTitle, Stack, Text } from "@grand-river/ui";
import { PostByline } from "./PostByline";
import { TagLinks } from "./TagLinks";

/** A post in a list: its title as the link to it, its date and reading time, its summary and tags. */
export function PostCard({ post, level = 2 }: { post: PostSummary; level?: 2 | 3 }) {
  return (
    <Card as="li">
      <Stack gap="sm">
        <CardTitle level={level}>
          <a href={post.path}>{post.title}</a>
        </CardTitle>
        <PostByline post={post} />
        <CardBody>
          <Text>{post.description}</Text>
        </CardBody>
        <TagLinks tags={post.tags} label={`${insightsWords.post.tagsLabel}: ${post.title}`} />
      </Stack>
    </Card>
  );
}
