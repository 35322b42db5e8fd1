import { NewsletterSection, type NewsletterVariantFormProps } from "@grand-river/forms";
import { HydrationGate } from "@grand-river/ui";
import { SiteWebhooks } from "../../layout/SiteWebhooks";

/**
 * The home newsletter form on its own, for `lazy()`: a local module rather than the forms barrel,
 * so the chunk it loads holds this one form and not all five. It hydrates after the rest of the
 * page, so its field and button stay disabled until then: nothing typed is lost.
 */
export default function NewsletterIsland(props: NewsletterVariantFormProps) {
  return (
    <HydrationGate>
      <SiteWebhooks>
        <NewsletterSection {...props} />
      </SiteWebhooks>
    </HydrationGate>
  );
}
