import { projects } from "@grand-river/content";
import { PortfolioTabs } from "./portfolio/PortfolioTabs";

/** The portfolio's tabs over the site's projects (§2.6). */
export default function PortfolioIsland() {
  return <PortfolioTabs projects={projects} />;
}
