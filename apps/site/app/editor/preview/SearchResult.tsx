import type { PageSearchResult } from "@grand-river/content/editor";
import { Heading, Stack, Text } from "@grand-river/ui";

/** A page as a search engine lists it: its address (on the site the editor is part of), its title, its description under it. */
export function SearchResult({ page }: { page: PageSearchResult }) {
  return (
    <Stack gap="xxs">
      <Text size="sm" tone="muted">
        {`${location.origin}${page.path}`}
      </Text>
      <Heading level={3} size="lg">
        {page.title}
      </Heading>
      <Text size="sm" tone="muted">
        {page.description}
      </Text>
    </Stack>
  );
}
