import { insightsPath, insightsWords, listPage, listPageCount, pageSeo, site, type Post } from "@grand-river/content";
import { Section, Stack } from "@grand-river/ui";
import { useParams } from "react-router";
import { pageMeta } from "../../layout/meta";
import { PageHeader } from "../../shared/PageHeader";
import { ListPagination } from "../../shared/insights/ListPagination";
import { PostList } from "../../shared/insights/PostList";
import type { Route } from "./+types/list";
import NotFound from "../not-found";
import { postsOf, usePosts } from "./insights-data";

/** Page `param` of the list (page 1 at /insights, page n at /insights/page/n), or undefined when there is no such page. */
function pageOf(posts: readonly Post[], param: string | undefined) {
  const page = param === undefined ? 1 : Number(param);
  if (param === "1" || !Number.isInteger(page) || page < 1 || page > listPageCount(posts.length)) return undefined;
  return listPage(posts, page);
}

/** The first page has its words in pages.json; a later one says which page it is. */
export const meta: Route.MetaFunction = ({ location, params, matches }) => {
  const list = pageOf(postsOf(matches), "page" in params ? params.page : undefined);
  const first = pageSeo[insightsPath];
  if (!list || list.page === 1 || !first) return pageMeta(location.pathname);
  const title = `${insightsWords.list.pageTitle(list.page, list.pageCount)} | ${site.firmName}`;
  return pageMeta(location.pathname, { ...first, title });
};

/** /insights: the posts, newest first, ten a page. */
export default function InsightsList() {
  const list = pageOf(usePosts(), useParams().page);
  if (!list) return <NotFound />;
  const heading = list.page === 1 ? insightsWords.heading : insightsWords.list.pageTitle(list.page, list.pageCount);
  return (
    <>
      <PageHeader title={heading} intro={insightsWords.intro} />
      <Section width="prose">
        <Stack gap="xl">
          <PostList posts={list.posts} />
          <ListPagination list={list} />
        </Stack>
      </Section>
    </>
  );
}
