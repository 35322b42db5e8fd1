import source from "../../data/legal/privacy-policy.md?raw";
import { legalDocument } from "./read";

/** The privacy policy (§2.10: 12 numbered sections at launch), from packages/content/data/legal/privacy-policy.md. */
export const privacyPolicy = legalDocument(source);
