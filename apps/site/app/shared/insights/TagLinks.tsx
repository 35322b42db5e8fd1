import type { PostTag } from "@grand-river/content";
import { Cluster, Tag } from "@grand-river/ui";

/** A post's tags, each a link to its tag's page; `label` names the list for a screen reader. */
export function TagLinks({ tags, label }: { tags: readonly PostTag[]; label: string }) {
  return (
    <Cluster as="ul" gap="xs" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <a href={tag.path}>
            <Tag tone="brand">{tag.name}</Tag>
          </a>
        </li>
      ))}
    </Cluster>
  );
}
