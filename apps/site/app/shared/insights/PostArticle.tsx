import type { ReactNode } from "react";
import { insightsWords, type Post } from "@grand-river/content";
import { LazyImage, Prose, Section, Stack } from "@grand-river/ui";
import { PageHeader } from "../PageHeader";
import { pictureProps, pictureSizes } from "../picture";
import { PostBody } from "./PostBody";
import { PostByline } from "./PostByline";
import { TagLinks } from "./TagLinks";

/**
 * One post as its page shows it, and as the editor's preview draws it: its title, byline and tags,
 * its cover picture, and its text; then `children` (the page's next steps).
 */
export function PostArticle({ post, children }: { post: Post; children?: ReactNode }) {
  return (
    <article>
      <PageHeader title={post.title} intro={post.description}>
        <Stack gap="sm" align="center">
          <PostByline post={post} author={post.author} />
          <TagLinks tags={post.tags} label={insightsWords.post.tagsLabel} />
        </Stack>
      </PageHeader>
      <Section width="prose">
        <Stack gap="xl">
          {post.cover ? <LazyImage {...pictureProps(post.cover)} sizes={pictureSizes.prose} priority /> : null}
          <Prose>
            <PostBody body={post.body} />
          </Prose>
          {children}
        </Stack>
      </Section>
    </article>
  );
}
