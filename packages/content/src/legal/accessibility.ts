import statementFile from "../../data/legal/accessibility.json" with { type: "json" };
import type { CtaLink } from "../types";
import { legalDocumentOnUse } from "./read";

/** The accessibility statement (/accessibility), from packages/content/data/legal/accessibility.json. */
export const accessibilityStatement = legalDocumentOnUse(
  statementFile,
  "packages/content/data/legal/accessibility.json",
);

/** The statement's way to report a barrier: the contact form. */
export const reportBarrierCta: CtaLink = { label: "Report a barrier", href: "/contact" };
