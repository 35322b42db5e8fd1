import type { ReactNode } from "react";
import { grandRapidsPage, playbookPage, portfolioPage, videosPage } from "@grand-river/content";
import {
  faqItems,
  grandRapidsFaqPlaceholders,
  legalDocument,
  pageSearchResults,
  playbookFaqPlaceholders,
  postPreview,
  projectsFrom,
  videosFrom,
  type FaqFile,
  type LegalFile,
  type PagesFile,
  type PicturesFile,
  type PortfolioFile,
  type PostFile,
  type VideosFile,
} from "@grand-river/content/editor";
import { Card, Heading, Section, Stack, Text } from "@grand-river/ui";
import { PortfolioTabs } from "../../islands/portfolio/PortfolioTabs";
import { LegalPage } from "../../routes/legal/LegalPage";
import { FaqAccordion } from "../../shared/FaqAccordion";
import { FaqCards } from "../../shared/FaqCards";
import { PageHeader } from "../../shared/PageHeader";
import { PostArticle } from "../../shared/insights/PostArticle";
import { VideoList } from "../../shared/VideoList";
import { CardPicture } from "./CardPicture";
import { PicturesPreview } from "./PicturesPreview";
import { SearchResult } from "./SearchResult";

/**
 * Each editable file's preview, by its name in the editor (packages/content's `dataFileGroups`):
 * the entry as the pages show it, through the functions the pages read their files with and the
 * components they render. While an entry is half typed (a new project with no tags yet), a missing
 * value is drawn empty rather than stopping the preview.
 */

/** A list from the entry, empty while it has none. */
const listOf = <Item,>(value: readonly Item[] | undefined): readonly Item[] => value ?? [];

/** A list entry's fields, each missing one as `empty` has it. */
const filled = <Item extends object>(empty: Item, entry: object | undefined): Item => ({
  ...empty,
  ...Object.fromEntries(Object.entries(entry ?? {}).filter(([, value]) => value != null)),
});

const portfolio = (data: Partial<PortfolioFile>) => (
  <>
    <PageHeader title={portfolioPage.heading} intro={portfolioPage.intro} />
    <Section>
      <PortfolioTabs
        projects={projectsFrom({
          projects: listOf(data.projects).map((project) =>
            filled<PortfolioFile["projects"][number]>(
              { title: "", description: "", category: "website", tags: [] },
              project,
            ),
          ),
        })}
      />
    </Section>
  </>
);

const questionsOf = (data: Partial<FaqFile>): FaqFile => ({
  questions: listOf(data.questions).map((item) => filled({ question: "", answer: "" }, item)),
});

const playbookFaq = (data: Partial<FaqFile>) => (
  <Section heading={playbookPage.faq.heading} tone="muted" width="prose">
    <FaqAccordion items={faqItems(questionsOf(data), playbookFaqPlaceholders)} />
  </Section>
);

const grandRapidsFaq = (data: Partial<FaqFile>) => (
  <Section heading={grandRapidsPage.faq.heading} width="prose">
    <FaqCards items={faqItems(questionsOf(data), grandRapidsFaqPlaceholders)} />
  </Section>
);

const videos = (data: Partial<VideosFile>) => (
  <Section heading={videosPage.listHeading}>
    <VideoList
      videos={videosFrom({
        videos: listOf(data.videos).map((video) => filled({ title: "", description: "", duration: "" }, video)),
      })}
    />
  </Section>
);

// The legal page's own reader checks the file, and says what keeps it from the page.
const legal = (file: string) => (data: LegalFile) => <LegalPage document={legalDocument(data, file)} />;

const pages = (data: PagesFile) => (
  <Section>
    <Stack as="ul" gap="lg">
      {pageSearchResults(data).map((page) => (
        <Card as="li" key={page.path}>
          <Heading level={2} size="lg">
            {page.label}
          </Heading>
          <SearchResult page={page} />
          <CardPicture page={page} />
        </Card>
      ))}
    </Stack>
  </Section>
);

// A post before it is saved has no file name: the address its title will give it stands in.
const post = (data: Partial<PostFile>) => {
  const shown = postPreview(data, "new-post");
  return shown ? <PostArticle post={shown} /> : null;
};

/** What a file's preview draws from the entry's data, by the file's name in the editor (a folder's, by the folder's). */
export const previews: Readonly<Record<string, (data: never) => ReactNode>> = {
  projects: portfolio,
  pictures: (data: Partial<PicturesFile>) => <PicturesPreview data={data} />,
  videos,
  playbook: playbookFaq,
  "grand-rapids": grandRapidsFaq,
  "privacy-policy": legal("Privacy policy"),
  "terms-of-service": legal("Terms of service"),
  accessibility: legal("Accessibility statement"),
  pages,
  posts: post,
};

/** The preview, or what keeps the entry from being drawn (a legal text the page cannot show). */
export function drawPreview(name: string, data: unknown): ReactNode {
  const draw = previews[name] as ((data: unknown) => ReactNode) | undefined;
  try {
    return draw?.(data ?? {});
  } catch (problem) {
    return (
      <Section width="prose">
        <Text role="status">{problem instanceof Error ? problem.message : String(problem)}</Text>
      </Section>
    );
  }
}
