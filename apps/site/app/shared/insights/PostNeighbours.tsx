import { insightsWords, type PostSummary } from "@grand-river/content";
import { Cluster, Stack, Text } from "@grand-river/ui";

const words = insightsWords.post;

/** The links to the post published before this one and the one after, where there are such. */
export function PostNeighbours({ previous, next }: { previous?: PostSummary; next?: PostSummary }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={words.neighboursLabel}>
      <Cluster gap="lg" justify="between" align="start">
        {previous ? (
          <Stack gap="xs">
            <Text as="span" size="sm" tone="muted">
              {words.previous}
            </Text>
            <a href={previous.path} rel="prev">
              {previous.title}
            </a>
          </Stack>
        ) : (
          <span />
        )}
        {next ? (
          <Stack gap="xs" align="end">
            <Text as="span" size="sm" tone="muted">
              {words.next}
            </Text>
            <a href={next.path} rel="next">
              {next.title}
            </a>
          </Stack>
        ) : null}
      </Cluster>
    </nav>
  );
}
