import { readMarkdownFile } from "../data-files/front-matter";
import { parseLegalBody } from "../data-files/legal-markdown";
import { fillPlaceholders } from "../data-files/placeholders";
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
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${months[(month ?? 1) - 1] ?? ""} ${day ?? ""}, ${year ?? ""}`;
}

/**
 * A legal page from its Markdown file (packages/content/data/legal/), which the agency edits at
 * /edit and the build has checked (`legalFileSchema`): title and date above, text below.
 */
export function legalDocument(source: string): LegalDocument {
  const { fields, body } = readMarkdownFile(source);
  const fill = (text: string) => fillPlaceholders(text, legalPlaceholders);
  const { intro, sections } = parseLegalBody(body);
  return {
    title: fill(fields.title ?? ""),
    lastUpdated: formatLongDate(fields.lastUpdated ?? ""),
    intro: fill(intro),
    sections: numberSections(
      sections.map(({ title, paragraphs, bullets }) => ({
        title: fill(title),
        paragraphs: paragraphs.map(fill),
        ...(bullets ? { bullets: bullets.map(fill) } : {}),
      })),
    ),
  };
}
