import { portfolioPage } from "@grand-river/content";
import { Section } from "@grand-river/ui";
import { Island } from "../hydration/Island";
import PortfolioIsland from "../islands/PortfolioIsland";
import { PageHeader } from "../shared/PageHeader";

/** /portfolio (§2.6): All / Websites / Automations tabs over the grid of project cards. */
export default function Portfolio() {
  return (
    <>
      <PageHeader title={portfolioPage.heading} intro={portfolioPage.intro} />
      <Section>
        {/* Every project shows without code; the tabs wake when a visitor reaches for them. */}
        <Island of={PortfolioIsland} wake="sight" />
      </Section>
    </>
  );
}
