import type { CtaLink } from "./types";

/** One service card of /services (§2.7). */
export interface ServiceCard {
  readonly id: "ai-audit" | "custom-solutions";
  readonly title: string;
  readonly description: string;
  readonly bullets: readonly string[];
  readonly cta: CtaLink;
}

/** Words of /services. */
export interface ServicesPage {
  readonly heading: string;
  readonly intro: string;
  readonly cards: readonly [ServiceCard, ServiceCard];
}

/** Words of /services. */
export const servicesPage: ServicesPage = {
  heading: "Our Services",
  intro:
    "Two ways to start: find out exactly where AI will pay off in your business, or bring us a problem and we will build the solution.",
  cards: [
    {
      id: "ai-audit",
      title: "AI Audit",
      description:
        "A close look at how your business runs today and a written plan for where AI and automation will save the most time and money, delivered as your AI Strategy Report.",
      bullets: [
        "Review of your workflows, tools and team hand-offs",
        "Ranked list of AI opportunities with estimated hours saved",
        "An automation playbook with 5 ready-to-build workflows",
        "5+ recommended tools matched to your budget",
        "A step-by-step implementation roadmap",
      ],
      cta: { label: "Get Your AI Report", href: "/ai-report" },
    },
    {
      id: "custom-solutions",
      title: "Custom AI Automations & Web Solutions",
      description:
        "We design, build and maintain the automations, AI assistants and websites your business needs, connected to the tools you already use.",
      bullets: [
        "Workflow automations between your CRM, inbox, calendar and accounting tools",
        "AI assistants for lead follow-up, customer support and document processing",
        "Fast, mobile-friendly websites with booking, payments and lead capture",
        "Team training so everyone knows how the new tools work",
        "Ongoing monitoring, fixes and improvements",
      ],
      cta: { label: "Get Started", href: "/contact" },
    },
  ],
};
