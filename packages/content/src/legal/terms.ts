import source from "../../data/legal/terms-of-service.md?raw";
import { legalDocument } from "./read";

/** The terms of service (§2.10: 12 numbered sections at launch), from packages/content/data/legal/terms-of-service.md. */
export const termsOfService = legalDocument(source);
