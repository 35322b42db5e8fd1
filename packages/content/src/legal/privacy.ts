import privacyFile from "../../data/legal/privacy-policy.json" with { type: "json" };
import { legalDocumentOnUse } from "./read";

/** The privacy policy (§2.10: 12 numbered sections at launch), from packages/content/data/legal/privacy-policy.json. */
export const privacyPolicy = legalDocumentOnUse(privacyFile, "packages/content/data/legal/privacy-policy.json");
