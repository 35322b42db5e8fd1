import * as v from "valibot";
import { choice, date, group, image, list, markdown, optionalChoice, optionalLink, text } from "./fields";
import { answerFormatting, legalFormatting } from "../markdown/formatting";
import type { Placeholders } from "./placeholders";
import { projectCategories, projectIcons, seoPages, titledPages } from "./choices";

/**
 * One valibot schema per data file an editor may change (`packages/content/data/`). The build
 * validates every file against its schema (`./validate.ts`), and the editor's fields are generated
 * from the same schemas (`./editor-fields.ts`). Limits are what the layouts hold, with room.
 */

const iconLabels = {
  globe: "Globe",
  cart: "Shopping cart",
  calendar: "Calendar",
  workflow: "Workflow",
  mail: "Envelope",
  chart: "Chart",
  chat: "Speech bubble",
  document: "Document",
  users: "People",
  home: "House",
} as const satisfies Record<(typeof projectIcons)[number], string>;

/** One project card (§3 "Portfolio project"); its id is its place in the list. */
const ProjectSchema = v.object({
  title: text({ label: "Title", hint: "The project's name, as the card's heading.", max: 90 }),
  description: text({
    label: "Description",
    hint: "Two or three sentences: what was built and what it changed for the client.",
    max: 320,
    multiline: true,
  }),
  category: choice(projectCategories, {
    label: "Category",
    hint: "Which tab shows the project besides All.",
    labels: { website: "Website", automation: "Automation" },
  }),
  link: optionalLink({
    label: "Project link",
    hint: "The live website or tool, opened under View Project. Leave empty if there is none.",
  }),
  videoLink: optionalLink({
    label: "Video link",
    hint: "A walkthrough video, opened under Watch Video. Leave empty if there is none.",
  }),
  icon: optionalChoice(projectIcons, {
    label: "Icon",
    hint: "The small picture on the card.",
    labels: iconLabels,
  }),
  image: v.optional(
    image({
      label: "Picture (optional)",
      hint: "A screenshot or photo of the work, shown at the top of the card.",
      shownAt: 400,
      optional: true,
    }),
  ),
  tags: list(text({ label: "Tag", max: 30 }), {
    label: "Tags",
    hint: "Short labels under the card, such as the industry and the tools.",
    itemLabel: "tag",
    min: 1,
    max: 6,
  }),
});

/** packages/content/data/portfolio.json */
export const PortfolioFileSchema = v.object({
  projects: list(ProjectSchema, {
    label: "Projects",
    hint: "Shown in this order on /portfolio. Drag to reorder.",
    itemLabel: "project",
    itemTitleField: "title",
  }),
});

/** The portfolio file as the build reads it. */
export type PortfolioFile = v.InferOutput<typeof PortfolioFileSchema>;

// m:ss or mm:ss, or h:mm:ss for a video of an hour or more; minutes and seconds 0-59, as a clock reads.
const DURATION = /^(?:\d{1,2}:[0-5]\d|[0-5]?\d):[0-5]\d$/;

/** packages/content/data/videos.json */
export const VideosFileSchema = v.object({
  videos: list(
    v.object({
      title: text({
        label: "Title",
        hint: "Exactly as on the channel: the link searches the channel for it.",
        max: 100,
      }),
      description: text({ label: "Description", hint: "One or two sentences.", max: 240, multiline: true }),
      duration: v.pipe(
        text({ label: "Duration", hint: "Minutes and seconds, as the channel shows it, such as 11:24.", max: 8 }),
        v.regex(DURATION, "must be minutes and seconds, such as 11:24 (each 0 to 59; hours first, as in 1:05:30)."),
      ),
    }),
    { label: "Videos", hint: "Shown in this order on /videos.", itemLabel: "video", itemTitleField: "title", max: 12 },
  ),
});

/** The videos file as the build reads it. */
export type VideosFile = v.InferOutput<typeof VideosFileSchema>;

/** A FAQ file's schema: its questions, whose words may use `placeholders`. */
export function faqFileSchema(placeholders: Placeholders, { min, max }: { min: number; max: number }) {
  return v.object({
    questions: list(
      v.object({
        question: text({ label: "Question", max: 140, placeholders }),
        answer: markdown({
          label: "Answer",
          hint: "Paragraphs, bulleted or numbered lists, bold, italics and links.",
          formatting: answerFormatting,
          max: 700,
          placeholders,
          buttons: ["bold", "italic", "link", "bulleted-list", "numbered-list"],
        }),
      }),
      {
        label: "Questions",
        hint: "Shown in this order; a visitor opens one at a time.",
        itemLabel: "question",
        itemTitleField: "question",
        min,
        max,
      },
    ),
  });
}

/** A FAQ file as the build reads it. */
export type FaqFile = v.InferOutput<ReturnType<typeof faqFileSchema>>;

/** A legal page's file (packages/content/data/legal/): its title, last-updated date and text in Markdown. */
export function legalFileSchema(placeholders: Placeholders) {
  return v.object({
    title: text({ label: "Title", hint: "The page's heading.", max: 60 }),
    lastUpdated: date({ label: "Last updated", hint: "Shown under the title. Change it with every revision." }),
    body: markdown({
      label: "Text",
      hint: 'An opening paragraph, then a "Heading 2" for each section (numbered for you), with its paragraphs and lists. Bold, italics and links show too.',
      formatting: legalFormatting,
      max: 20000,
      placeholders,
      buttons: ["bold", "italic", "link", "heading-two", "bulleted-list", "numbered-list"],
    }),
  });
}

/** A legal file's fields as the build reads them. */
export type LegalFile = v.InferOutput<ReturnType<typeof legalFileSchema>>;

const titleMax = 90;
const descriptionMax = 200;

/**
 * How much of a page's title and description others show: search results cut a title near 60
 * characters and a description near 155; the social card draws three lines of title and two of
 * description (apps/site/app/shared/SocialCardDrawing.tsx clamps to these).
 */
export const pageWordsShown = {
  title: { searchResults: 60, cardLines: 3 },
  description: { searchResults: 155, cardLines: 2 },
} as const;

/** A page's title: its browser tab, search result and social card. */
const pageTitle = (placeholders: Placeholders, hint = "The browser tab and search result title.") =>
  text({ label: "Title", ...(hint ? { hint } : {}), max: titleMax, placeholders, shown: pageWordsShown.title });

/** The search-result words of a page with metadata of its own (§2.1). */
function ownMetadata(label: string, placeholders: Placeholders) {
  return group(
    {
      title: pageTitle(placeholders),
      description: text({
        label: "Description",
        hint: "The search result's summary, about 150 characters.",
        max: descriptionMax,
        multiline: true,
        placeholders,
        shown: pageWordsShown.description,
      }),
      keywords: list(text({ label: "Keyword", max: 60, placeholders }), {
        label: "Keywords",
        itemLabel: "keyword",
        max: 10,
      }),
    },
    { label },
  );
}

/** A page that shows the default description (§2.1 "Other paths get defaults"), with a title of its own. */
function titleOnly(label: string, placeholders: Placeholders) {
  return group(
    { title: pageTitle(placeholders) },
    { label, hint: "Its description and keywords are the defaults above." },
  );
}

const mapValues = <Key extends string, In, Out>(record: Readonly<Record<Key, In>>, to: (value: In) => Out) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, to(value as In)])) as Record<Key, Out>;

/** packages/content/data/pages.json: every page's title, and the description and keywords of those with their own. */
export function pagesFileSchema(placeholders: Placeholders) {
  return v.object({
    default: ownMetadata("Defaults, for every page without words of its own", placeholders),
    ...mapValues(seoPages, ([, label]) => ownMetadata(label, placeholders)),
    ...mapValues(titledPages, ([, label]) => titleOnly(label, placeholders)),
    notFound: group(
      { title: pageTitle(placeholders, "") },
      { label: "Page not found", hint: "Shown for any address the site has no page for." },
    ),
  });
}

/** The pages file as the build reads it. */
export type PagesFile = v.InferOutput<ReturnType<typeof pagesFileSchema>>;

/** The slides of a carousel: exactly `count`, in the carousel's order. */
const slides = (count: number, label: string, hint: string, shownAt: number) =>
  list(image({ label: "Slide", shownAt }), {
    label,
    hint: `${hint} Exactly ${count}, in the carousel's order; each slide's words stay as they are.`,
    itemLabel: "slide",
    itemTitleField: "alt",
    min: count,
    max: count,
  });

/** packages/content/data/pictures.json: the pictures of the pages, each with its alt text. */
export const PicturesFileSchema = v.object({
  founder: image({
    label: "Founder's photo (/team)",
    hint: "The portrait beside the biography, the first thing /team shows.",
    shownAt: 560,
  }),
  showcase: group(
    {
      first: image({ label: "First card", hint: "A screenshot of the first project.", shownAt: 400 }),
      second: image({ label: "Second card", hint: "A screenshot or diagram of the second project.", shownAt: 400 }),
    },
    {
      label: "Recent Work cards (/)",
      hint: "The pictures of the home page's first two project cards; the third shows its initials.",
    },
  ),
  reportSlides: slides(4, "AI Strategy Report sample pages (/ai-report)", "Pages from a sample report.", 1280),
  playbookSlides: slides(5, "Weekly AI Playbook sample slides (/ai-playbook)", "Slides from a sample deck.", 1280),
  flyer: image({
    label: "Storage flyer (/flyer-port-sheldon)",
    hint: "The whole page: one picture that fills the screen. Its alt text should say everything the flyer says.",
    shownAt: 1080,
  }),
});

/** The pictures file as the build reads it. */
export type PicturesFile = v.InferOutput<typeof PicturesFileSchema>;
