import { accessibilityStatement, reportBarrierCta } from "@grand-river/content";
import { Cluster } from "@grand-river/ui";
import { CtaButton } from "../shared/CtaButton";
import { LegalPage } from "./legal/LegalPage";

/** /accessibility: the standard the site meets, how it is tested, its known limits and how to report a barrier. */
export default function Accessibility() {
  return (
    <LegalPage document={accessibilityStatement}>
      <Cluster>
        <CtaButton cta={reportBarrierCta} />
      </Cluster>
    </LegalPage>
  );
}
