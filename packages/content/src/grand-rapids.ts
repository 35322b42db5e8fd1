import grandRapidsFaqFile from "../data/grand-rapids-faq.json" with { type: "json" };
import type { FaqFile } from "./data-files/schemas";
import { faqItems } from "./data-files/faq-items";
import { reportPrice } from "./report";
import { site } from "./site";
import type { CtaLink, FaqItem, ProcessStep } from "./types";

/** The local page's advertised claims (§2.12, §9), each used in its words below. */
export const grandRapidsClaims = {
  freeConsultation: "Free consultation",
  auditPrice: `$${reportPrice}`,
  sameDay: "Same-day consultations",
  results: "30-90 days",
  initialAutomation: "2-3 weeks",
  roi: "3-5x ROI",
  roiWindow: "3-6 months",
} as const;

/** An industry card: the problem we see and what we build for it. */
export interface IndustryCard {
  readonly industry: string;
  readonly challenge: string;
  readonly solution: string;
}

/** A service card; every one links to /contact. */
export interface LocalServiceCard {
  readonly title: string;
  readonly description: string;
  readonly cta: CtaLink;
}

/** Every word of /grand-rapids-ai-automation (§2.12). */
export interface GrandRapidsPage {
  readonly hero: {
    readonly eyebrow: string;
    readonly headline: string;
    readonly sub: string;
    readonly cta: CtaLink;
    readonly badges: readonly string[];
  };
  readonly reportCta: {
    readonly heading: string;
    readonly text: string;
    readonly cta: CtaLink;
  };
  readonly industries: {
    readonly heading: string;
    readonly intro: string;
    readonly challengeLabel: string;
    readonly solutionLabel: string;
    readonly cards: readonly [IndustryCard, IndustryCard, IndustryCard];
  };
  readonly services: {
    readonly heading: string;
    readonly cards: readonly [LocalServiceCard, LocalServiceCard, LocalServiceCard];
  };
  readonly whyLocal: {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly points: readonly string[];
  };
  readonly getStarted: {
    readonly heading: string;
    readonly steps: readonly [ProcessStep, ProcessStep, ProcessStep, ProcessStep];
  };
  readonly faq: {
    readonly heading: string;
    /** Five at launch (§9), from packages/content/data/grand-rapids-faq.json. */
    readonly items: readonly FaqItem[];
  };
  readonly closingCta: {
    readonly heading: string;
    readonly text: string;
    readonly cta: CtaLink;
  };
}

const c = grandRapidsClaims;

/** What a Grand Rapids FAQ may name as `{auditPrice}` and so on: the claims and prices stay here, in code. */
export const grandRapidsFaqPlaceholders = { city: site.city, ...grandRapidsClaims };

const contact = "/contact";

// packages/content/data/grand-rapids-faq.json, which the agency edits at /edit; the build has checked it.
const faqFile: FaqFile = grandRapidsFaqFile;

/** Words of /grand-rapids-ai-automation. */
export const grandRapidsPage: GrandRapidsPage = {
  hero: {
    eyebrow: `AI automation in ${site.city}, ${site.region}`,
    headline: `AI Automation for ${site.city} Businesses`,
    sub: `${site.firmName} helps West Michigan companies automate the repetitive work that slows them down, from lead follow-up to reporting, with tools built around how your team already works. ${c.freeConsultation}, no obligation.`,
    cta: { label: "Book Your Free Consultation", href: contact },
    badges: [c.freeConsultation, c.sameDay, `Results in ${c.results}`],
  },
  reportCta: {
    heading: `Not sure where to start? Get the ${c.auditPrice} AI Strategy Report.`,
    text: "Our AI audit maps your workflows and hands you a ranked list of automation opportunities, a five-workflow playbook and the tools to build them, with a 100% refund guarantee.",
    cta: { label: `Get the ${c.auditPrice} AI Strategy Report`, href: "/ai-report" },
  },
  industries: {
    heading: `Built for ${site.city}'s industries`,
    intro: "We work with businesses of every kind, but these three come to us most often.",
    challengeLabel: "The challenge",
    solutionLabel: "What we build",
    cards: [
      {
        industry: "Real Estate",
        challenge:
          "Leads arrive at all hours from Zillow, the website and social media, and the agent who calls back first usually wins the listing.",
        solution:
          "AI lead qualification and instant routing, automated showing reminders, and listing descriptions drafted in your brokerage's voice.",
      },
      {
        industry: "Financial Services",
        challenge:
          "Advisors, accountants and insurance agents spend hours on meeting notes, document collection and compliance paperwork instead of clients.",
        solution:
          "Meeting transcription to CRM notes, secure document intake with AI data extraction, and client reminders that run themselves.",
      },
      {
        industry: "Education & Startups",
        challenge:
          "Small teams wear many hats: enrollment questions, onboarding, support and reporting all compete for the same few people.",
        solution:
          "AI assistants that answer common questions, automated onboarding sequences, and dashboards that pull your numbers together every week.",
      },
    ],
  },
  services: {
    heading: "How we can help",
    cards: [
      {
        title: "Free Discovery Call",
        description: `A 30-minute conversation about your business and where AI could help, with ${c.sameDay.toLowerCase()} often available. No pitch, no obligation.`,
        cta: { label: "Book a Free Call", href: contact },
      },
      {
        title: "Custom Web Apps",
        description:
          "Client portals, booking systems, quote calculators and internal tools, built to fit your process instead of forcing you into someone else's.",
        cta: { label: "Discuss Your Project", href: contact },
      },
      {
        title: "AI Integration Tools",
        description:
          "We connect AI to the software you already use, such as your CRM, inbox, calendar and accounting system, so work moves between them without copy and paste.",
        cta: { label: "Explore AI Integration", href: contact },
      },
    ],
  },
  whyLocal: {
    heading: `Why work with a ${site.city} team?`,
    paragraphs: [
      `We live and work in West Michigan. We know the market, many of the industries and plenty of the businesses here, and we can sit down with your team in person when a whiteboard beats a video call.`,
      "Local also means accountable. When something needs adjusting, you call someone you've met, not a ticket queue in another time zone.",
    ],
    points: [
      `${c.sameDay} across Greater ${site.city}`,
      "On-site workshops with your team",
      "Support in your time zone, from people you know by name",
      "Invested in the local business community",
    ],
  },
  getStarted: {
    heading: "Getting started is simple",
    steps: [
      {
        title: "Book a free call",
        description: `Tell us about your business in a 30-minute ${c.freeConsultation.toLowerCase()}. ${c.sameDay} are often available.`,
      },
      {
        title: "Receive your strategy report",
        description: `Our ${c.auditPrice} AI audit gives you a clear, ranked plan of where automation will pay off first.`,
      },
      {
        title: "Choose your implementation path",
        description: `Build it yourself with the playbook, have us build it for you, or mix the two. Your initial automation can be live in ${c.initialAutomation}.`,
      },
      {
        title: `See results in ${c.results}`,
        description:
          "Most clients see hours saved within the first month and measurable returns within the first quarter.",
      },
    ],
  },
  faq: {
    heading: "Frequently Asked Questions",
    items: faqItems(faqFile, grandRapidsFaqPlaceholders),
  },
  closingCta: {
    heading: `Ready to put AI to work in your ${site.city} business?`,
    text: `Tell us what's slowing your team down. ${c.sameDay} are available, and the first conversation is always free.`,
    cta: { label: "Contact Us Today", href: contact },
  },
};
