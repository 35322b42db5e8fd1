import termsFile from "../../data/legal/terms-of-service.json" with { type: "json" };
import { legalDocumentOnUse } from "./read";

/** The terms of service (§2.10: 12 numbered sections at launch), from packages/content/data/legal/terms-of-service.json. */
export const termsOfService = legalDocumentOnUse(termsFile, "packages/content/data/legal/terms-of-service.json");
