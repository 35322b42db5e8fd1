import * as v from "valibot";
import { describeIssues } from "../data-files/describe-issues";
import { fillPlaceholders } from "../data-files/placeholders";
import { legalFileSchema, type LegalFile } from "../data-files/schemas";
import { legalFormatting } from "../markdown/formatting";
import { readMarkdown } from "../markdown/read";
import { toRichText } from "../markdown/rich-text";
import { splitSections } from "../markdown/sections";
import { site } from "../site";
import { numberSections, type LegalDocument } from "./types";

/** What a legal page may name as `{firmName}` and so on, filled in from site.ts. */
export const legalPlaceholders = {
  firmName: site.firmName,
  email: site.email,
  city: site.city,
  regionName: site.regionName,
};

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2025-03-09" as the pages show it, "March 9, 2025", the same on every machine. */
function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${months[(month ?? 1) - 1] ?? ""} ${day ?? ""}, ${year ?? ""}`;
}

/**
 * A legal page from its data file (packages/content/data/legal/), which the agency edits at /edit:
 * its title, its last-updated date and its text in Markdown, turned into rich text at build. The file is checked here too, since
 * a page or the editor's preview may read it without the build's checks: a problem is told as they
 * tell it, by file › field.
 */
export function legalDocument(file: LegalFile, shownAs: string): LegalDocument {
  const schema = legalFileSchema(legalPlaceholders);
  const checked = v.safeParse(schema, file);
  if (!checked.success) throw new Error(describeIssues(shownAs, schema, checked.issues).join("\n"));
  const { title, lastUpdated, body } = checked.output;
  const { opening, sections } = splitSections(readMarkdown(body, legalFormatting).tree, legalFormatting);
  return {
    title: fillPlaceholders(title, legalPlaceholders),
    lastUpdated: formatLongDate(lastUpdated),
    intro: toRichText(opening, legalPlaceholders),
    sections: numberSections(
      sections.map((section) => ({
        title: fillPlaceholders(section.heading, legalPlaceholders),
        body: toRichText(section.body, legalPlaceholders),
      })),
    ),
  };
}

/**
 * A legal page read when a page first uses it, not when the package is imported: the build's own
 * configuration imports the package before the build checks every data file, and a legal file
 * refused there would stop the build naming that one problem and hiding the others.
 */
export function legalDocumentOnUse(file: LegalFile, shownAs: string): LegalDocument {
  let read: LegalDocument | undefined;
  const document = () => (read ??= legalDocument(file, shownAs));
  return {
    get title() {
      return document().title;
    },
    get lastUpdated() {
      return document().lastUpdated;
    },
    get intro() {
      return document().intro;
    },
    get sections() {
      return document().sections;
    },
  };
}
