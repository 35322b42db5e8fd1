import picturesFile from "../data/pictures.json" with { type: "json" };
import playbookFaqFile from "../data/playbook-faq.json" with { type: "json" };
import { faqItems } from "./data-files/faq-items";
import type { FaqFile, PicturesFile } from "./data-files/schemas";
import { pictureOf, type FaqItem, type Picture, type ProcessStep } from "./types";

/** The Weekly AI Playbook's terms (§9). */
export const playbookTerms = {
  monthlyPrice: 29,
  slidesPerDeck: 10,
  deliveryDay: "Tuesday",
  /** Sign up before this to get that week's deck. */
  signUpCutoff: "Sunday midnight",
} as const;

/** One slide of the looping sample carousel. */
export interface PlaybookSampleSlide {
  readonly title: string;
  readonly description: string;
  readonly image: Picture;
}

/** Every word of /ai-playbook except the sign-up form's fields (§2.11). */
export interface PlaybookPage {
  readonly hero: {
    readonly eyebrow: string;
    readonly headline: string;
    readonly pitch: string;
    readonly priceLine: string;
    readonly deckLine: string;
  };
  readonly samples: {
    readonly heading: string;
    /** The carousel's own name: the section already carries the heading, and two landmarks must not share one. */
    readonly carouselLabel: string;
    readonly intro: string;
    readonly slides: readonly [
      PlaybookSampleSlide,
      PlaybookSampleSlide,
      PlaybookSampleSlide,
      PlaybookSampleSlide,
      PlaybookSampleSlide,
    ];
  };
  readonly signUp: { readonly heading: string; readonly intro: string };
  readonly howItWorks: {
    readonly heading: string;
    readonly steps: readonly [ProcessStep, ProcessStep, ProcessStep];
  };
  readonly faq: {
    readonly heading: string;
    /** Four at launch (§9), from packages/content/data/playbook-faq.json. */
    readonly items: readonly FaqItem[];
  };
}

const { monthlyPrice, slidesPerDeck, deliveryDay, signUpCutoff } = playbookTerms;

/** The terms a Playbook FAQ may name as `{monthlyPrice}` and so on: the prices stay here, in code. */
export const playbookFaqPlaceholders = {
  monthlyPrice: `$${monthlyPrice}`,
  slidesPerDeck: String(slidesPerDeck),
  deliveryDay,
  signUpCutoff,
};

// packages/content/data/pictures.json, which the agency changes at /edit: one picture per slide, in order.
const { playbookSlides } = picturesFile as PicturesFile;

function sample(n: number, title: string, description: string): PlaybookSampleSlide {
  const picture = playbookSlides[n - 1];
  if (!picture) throw new Error(`pictures.json has no Playbook slide ${n}`);
  return { title, description, image: pictureOf(picture) };
}

// packages/content/data/playbook-faq.json, which the agency edits at /edit; the build has checked it.
const faqFile: FaqFile = playbookFaqFile;

/** Words of /ai-playbook. */
export const playbookPage: PlaybookPage = {
  hero: {
    eyebrow: "Weekly AI Playbook",
    headline: "Your business's AI plan for the week, in your inbox every Tuesday.",
    pitch:
      "Most AI newsletters are written for everyone, so they help no one. The Weekly AI Playbook is built around your business, your tools and the problem you most want solved: one new idea, one automation and one tool to try, explained step by step.",
    priceLine: `First week free, then $${monthlyPrice}/month. Cancel anytime.`,
    deckLine: `A personalized ${slidesPerDeck}-slide deck every ${deliveryDay}.`,
  },
  samples: {
    heading: "What a week looks like",
    carouselLabel: "Sample playbook slides",
    intro: "Sample slides from a deck prepared for a Grand Rapids bakery.",
    slides: [
      sample(1, "Cover Page", "Your business name, the week's theme and the one result to aim for by Friday."),
      sample(2, "Weekly Agenda", "The plan for the week at a glance, sized to fit around running your business."),
      sample(3, "AI Edge of the Week", "One development in AI this week and what it means for a business like yours."),
      sample(
        4,
        "Automation Play",
        "A step-by-step automation you can set up in under an hour, with the tools you already use.",
      ),
      sample(5, "AI Tool Spotlight", "One tool worth trying, what it costs, and exactly what to use it for first."),
    ],
  },
  signUp: {
    heading: "Start your free week",
    intro: `Answer a few questions so your first deck fits your business. You won't be charged until your free week is over, and you can cancel anytime before then.`,
  },
  howItWorks: {
    heading: "How It Works",
    steps: [
      {
        title: "Tell us about you",
        description:
          "Fill in a 2-minute form about your business, your team, the apps you use and your biggest time drain.",
      },
      {
        title: "We build your AI deck",
        description: `Each week we research what's new in AI and turn it into a ${slidesPerDeck}-slide deck tailored to your industry, tools and goals.`,
      },
      {
        title: "Receive & implement",
        description: `Your deck arrives every ${deliveryDay} morning with clear steps, so you can put one idea to work the same week.`,
      },
    ],
  },
  faq: {
    heading: "Frequently Asked Questions",
    items: faqItems(faqFile, playbookFaqPlaceholders),
  },
};
