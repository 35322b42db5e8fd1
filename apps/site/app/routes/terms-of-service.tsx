import { termsOfService } from "@grand-river/content";
import { LegalPage } from "./legal/LegalPage";

/** /terms-of-service (§2.10): twelve numbered sections, last updated March 9, 2025. */
export default function TermsOfService() {
  return <LegalPage document={termsOfService} />;
}
