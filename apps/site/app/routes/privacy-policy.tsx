import { privacyPolicy } from "@grand-river/content";
import { LegalPage } from "./legal/LegalPage";

/** /privacy-policy (§2.10): twelve numbered sections, last updated March 9, 2025. */
export default function PrivacyPolicy() {
  return <LegalPage document={privacyPolicy} />;
}
