import { newsletterFormMessages } from "@grand-river/content";
import { NewsletterSection } from "@grand-river/forms";
import { SiteForms } from "../layout/SiteForms";

/** The home page's newsletter sign-up (§2.4), the "newsletter-section" source. */
export default function NewsletterIsland() {
  return (
    <SiteForms>
      <NewsletterSection messages={newsletterFormMessages} />
    </SiteForms>
  );
}
