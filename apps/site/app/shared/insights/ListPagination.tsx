import { insightsWords, type PostListPage } from "@grand-river/content";
import { Cluster, Text } from "@grand-river/ui";

const words = insightsWords.list;

/** The links to the newer and older pages of the list, and where this page is among them; nothing when there is one page. */
export function ListPagination({ list }: { list: PostListPage }) {
  if (list.pageCount <= 1) return null;
  return (
    <nav aria-label={words.navigation}>
      <Cluster gap="md" justify="between">
        {list.newerPath ? <a href={list.newerPath}>{words.newer}</a> : <span />}
        <Text as="span" size="sm" tone="muted">
          {words.pageOf(list.page, list.pageCount)}
        </Text>
        {list.olderPath ? <a href={list.olderPath}>{words.older}</a> : <span />}
      </Cluster>
    </nav>
  );
}
