import { site } from "./site";
import picturesFile from "../data/pictures.json" with { type: "json" };
import type { PicturesFile } from "./data-files/schemas";
import { pictureOf, type CtaLink, type Picture, type ProcessStep } from "./types";

/** Price of the AI Strategy Report in US dollars, one-time (§9). */
export const reportPrice = 197;

/** How long the sales card waits before it appears (§2.8). */
export const salesCardDelayMs = 1000;

/**
 * Promised delivery times. The spec states two that conflict and asks for both to be kept
 * (§9): the sales card promises 24 hours, the steps and the confirmation promise 48.
 */
export const reportDeliveryHours = { salesCard: 24, stepsAndConfirmation: 48 } as const;

/** The query the checkout returns with once paid; the page then shows the details form. */
export const reportPaymentQuery = { name: "payment", successValue: "success" } as const;

/** One item of what the report contains. */
export interface ReportContentItem {
  readonly title: string;
  readonly description: string;
}

/** One slide of the looping preview carousel. */
export interface ReportPreviewSlide {
  readonly image: Picture;
  readonly caption: string;
}

/** The card that appears after the delay, with the checkout button. */
export interface ReportSalesCard {
  readonly title: string;
  readonly price: string;
  readonly priceNote: string;
  readonly delivery: string;
  readonly bullets: readonly string[];
  readonly buttonLabel: string;
  readonly guarantee: string;
  readonly checkoutNote: string;
}

/** The view shown after a successful details submit. */
export interface ReportConfirmation {
  readonly heading: string;
  readonly message: string;
  readonly nextSteps: readonly string[];
  readonly homeLink: CtaLink;
}

/** Every word of /ai-report across its three views (§2.8). */
export interface ReportPage {
  readonly hero: { readonly eyebrow: string; readonly headline: string; readonly sub: string };
  readonly offer: {
    readonly heading: string;
    readonly price: string;
    readonly priceNote: string;
    readonly description: string;
    readonly guarantee: string;
  };
  readonly contents: {
    readonly heading: string;
    readonly items: readonly [ReportContentItem, ReportContentItem, ReportContentItem, ReportContentItem];
  };
  readonly steps: { readonly heading: string; readonly items: readonly ProcessStep[] };
  readonly previews: {
    readonly heading: string;
    /** The carousel's own name: the section already carries the heading, and two landmarks must not share one. */
    readonly carouselLabel: string;
    readonly intro: string;
    readonly slides: readonly [ReportPreviewSlide, ReportPreviewSlide, ReportPreviewSlide, ReportPreviewSlide];
  };
  readonly salesCard: ReportSalesCard;
  readonly detailsForm: { readonly heading: string; readonly intro: string };
  readonly confirmation: ReportConfirmation;
}

const price = `$${reportPrice}`;
const guarantee =
  "100% refund guarantee: if your report doesn't show clear AI opportunities for your business, we'll refund every cent.";

// packages/content/data/pictures.json, which the agency changes at /edit: one picture per page, in order.
const { reportSlides } = picturesFile as PicturesFile;

function slide(n: number, caption: string): ReportPreviewSlide {
  const picture = reportSlides[n - 1];
  if (!picture) throw new Error(`pictures.json has no report page ${n}`);
  return { image: pictureOf(picture), caption };
}

/** Words of /ai-report. */
export const reportPage: ReportPage = {
  hero: {
    eyebrow: "AI Strategy Report",
    headline: "Know exactly where AI will save your business time and money.",
    sub: `A personalized report that maps your workflows, ranks your best AI opportunities and tells you which tools to use, written by ${site.firmName} for your business, not a template.`,
  },
  offer: {
    heading: "One report. A clear plan.",
    price,
    priceNote: "one-time",
    description:
      "No subscription and no sales pitch disguised as advice. You tell us how your business runs; we send back a practical plan you can act on with or without us.",
    guarantee,
  },
  contents: {
    heading: "What's inside your report",
    items: [
      {
        title: "AI Opportunity Assessment",
        description:
          "Where your team's hours go today and which tasks AI can speed up or take over, ranked by time saved and effort to set up.",
      },
      {
        title: "Automation Playbook",
        description:
          "5 ready-to-build workflows for your business, each with its trigger, steps, the tools involved and the hours it should save every week.",
      },
      {
        title: "Recommended AI Tools",
        description:
          "5+ recommended tools matched to your budget and the software you already use, with honest notes on cost, privacy and learning curve.",
      },
      {
        title: "Implementation Roadmap",
        description:
          "A 30-, 60- and 90-day plan that tells you what to do first, what to do yourself, and where outside help is worth paying for.",
      },
    ],
  },
  steps: {
    heading: "How it works",
    items: [
      {
        title: "Order your report",
        description: `Pay the one-time ${price} through our secure card checkout. It takes about a minute.`,
      },
      {
        title: "Tell us about your business",
        description:
          "Right after checkout, fill in a short form about your business, your tools and the tasks that eat up your week.",
      },
      {
        title: "Receive your report",
        description: `Your personalized AI Strategy Report arrives in your inbox within ${reportDeliveryHours.stepsAndConfirmation} hours.`,
      },
      {
        title: "Put it to work",
        description:
          "Follow the roadmap on your own, or book a free call to walk through it with us and decide on next steps together.",
      },
    ],
  },
  previews: {
    heading: "Take a look inside",
    carouselLabel: "Sample report pages",
    intro: "Pages from a sample report prepared for a West Michigan dental practice.",
    slides: [
      slide(1, "The opportunity assessment ranks where your hours go and what AI can take over."),
      slide(2, "Five ready-to-build workflows, each with the hours it should save."),
      slide(3, "Tools matched to your budget and the software you already use."),
      slide(4, "A 90-day roadmap that tells you what to do first."),
    ],
  },
  salesCard: {
    title: "AI Strategy Report",
    price,
    priceNote: "one-time payment",
    delivery: `Delivered within ${reportDeliveryHours.salesCard} hours`,
    bullets: [
      "AI opportunity assessment",
      "Automation playbook with 5 workflows",
      "5+ recommended AI tools",
      "30-60-90 day implementation roadmap",
    ],
    buttonLabel: "Get My Report",
    guarantee,
    checkoutNote: "Secure card checkout opens in a new tab.",
  },
  detailsForm: {
    heading: "Payment received. Tell us about your business.",
    intro:
      "The more we know, the more specific your report will be. This takes about five minutes; only your name and email are required.",
  },
  confirmation: {
    heading: "Thank You!",
    message: `We've received your details and started on your AI Strategy Report. Expect it in your inbox within ${reportDeliveryHours.stepsAndConfirmation} hours.`,
    nextSteps: [
      `Watch for an email from ${site.email}, and check your spam folder just in case.`,
      "We may reply with a quick question if something in your answers needs clarifying.",
      "Once you've read the report, book a free call if you'd like to walk through it together.",
    ],
    homeLink: { label: "Back to Home", href: "/" },
  },
};
