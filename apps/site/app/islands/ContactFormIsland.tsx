import { contactFormMessages } from "@grand-river/content";
import { ContactForm } from "@grand-river/forms";
import { SiteForms } from "../layout/SiteForms";

/** The contact page's message form (§2.13), and the thank-you panel that replaces it once sent. */
export default function ContactFormIsland() {
  return (
    <SiteForms>
      <ContactForm messages={contactFormMessages} />
    </SiteForms>
  );
}
