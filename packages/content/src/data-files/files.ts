import type * as v from "valibot";
import { grandRapidsFaqPlaceholders } from "../grand-rapids";
import { legalPlaceholders } from "../legal/read";
import { playbookFaqPlaceholders } from "../playbook";
import { PostFileSchema, postsFolder } from "../insights/schema";
import { pagePlaceholders } from "../seo";
import {
  PicturesFileSchema,
  PortfolioFileSchema,
  VideosFileSchema,
  faqFileSchema,
  legalFileSchema,
  pagesFileSchema,
} from "./schemas";

/**
 * Every file of `packages/content/data/` an editor may change: where it is, what the editor calls
 * it, and its schema; each is JSON, which Vite, vitest, Storybook and Node all import as data. The
 * build checks each against its schema (`./validate.ts`); the editor at
 * /edit shows one entry per file, grouped as below (`./editor-fields.ts`). Adding a file here
 * (and reading it in its page's content module) is all it takes to make more of the site editable.
 */
interface DataFile {
  /** A name for the editor's address bar, unique in its group. */
  readonly name: string;
  /** What the editor calls it. */
  readonly label: string;
  /** Inside `packages/content/data/`, with forward slashes. */
  readonly path: string;
  readonly schema: v.GenericSchema;
}

/** Files the editor lists together, under one heading of its sidebar. */
export interface DataFileGroup {
  readonly name: string;
  readonly label: string;
  readonly description: string;
  readonly files: readonly DataFile[];
}

/** The editable files, in the order the editor lists them. */
export const dataFileGroups: readonly DataFileGroup[] = [
  {
    name: "portfolio",
    label: "Portfolio",
    description: "The project cards on /portfolio, filtered by the Websites and Automations tabs.",
    files: [
      {
        name: "projects",
        label: "Portfolio projects",
        path: "portfolio.json",
        schema: PortfolioFileSchema,
      },
    ],
  },
  {
    name: "pictures",
    label: "Photos and pictures",
    description: "The founder's photo, the home page's project pictures, the sample slides and the flyer.",
    files: [{ name: "pictures", label: "Pictures of the pages", path: "pictures.json", schema: PicturesFileSchema }],
  },
  {
    name: "videos",
    label: "Videos",
    description: "The videos listed on /videos, each linking to the channel.",
    files: [{ name: "videos", label: "Channel videos", path: "videos.json", schema: VideosFileSchema }],
  },
  {
    name: "faqs",
    label: "FAQs",
    description: "The questions and answers of the Weekly AI Playbook and Grand Rapids pages.",
    files: [
      {
        name: "playbook",
        label: "Weekly AI Playbook FAQ (/ai-playbook)",
        path: "playbook-faq.json",
        schema: faqFileSchema(playbookFaqPlaceholders, { min: 1, max: 10 }),
      },
      {
        name: "grand-rapids",
        label: "Grand Rapids FAQ (/grand-rapids-ai-automation)",
        path: "grand-rapids-faq.json",
        schema: faqFileSchema(grandRapidsFaqPlaceholders, { min: 1, max: 10 }),
      },
    ],
  },
  {
    name: "legal",
    label: "Legal pages",
    description:
      "The privacy policy, the terms of service and the accessibility statement, each with its last-updated date.",
    files: [
      {
        name: "privacy-policy",
        label: "Privacy policy (/privacy-policy)",
        path: "legal/privacy-policy.json",
        schema: legalFileSchema(legalPlaceholders),
      },
      {
        name: "terms-of-service",
        label: "Terms of service (/terms-of-service)",
        path: "legal/terms-of-service.json",
        schema: legalFileSchema(legalPlaceholders),
      },
      {
        name: "accessibility",
        label: "Accessibility statement (/accessibility)",
        path: "legal/accessibility.json",
        schema: legalFileSchema(legalPlaceholders),
      },
    ],
  },
  {
    name: "pages",
    label: "Page titles and descriptions",
    description: "What browser tabs and search results show for each page.",
    files: [
      {
        name: "pages",
        label: "Titles and descriptions",
        path: "pages.json",
        schema: pagesFileSchema(pagePlaceholders),
      },
    ],
  },
];

/**
 * A folder of data files an editor may add to and remove from, one file per entry, all of one
 * schema: the editor lists its entries and makes a new file for each one created.
 */
export interface DataFolder {
  /** The collection's name in the editor's address bar, and its preview's. */
  readonly name: string;
  readonly label: string;
  /** One entry, in the editor's buttons ("New post"). */
  readonly entryLabel: string;
  readonly description: string;
  /** Inside `packages/content/data/`. */
  readonly folder: string;
  readonly schema: v.GenericSchema;
}

/** The editable folders, listed after the files' groups. */
export const dataFolders: readonly DataFolder[] = [
  {
    name: "posts",
    label: "Posts",
    entryLabel: "post",
    description:
      "The articles of /insights, newest first. A post is built once saved with Draft off; switch Draft on to take it down.",
    folder: postsFolder,
    schema: PostFileSchema,
  },
];
