import { channelVideoUrl, clientSite } from "./links";
import { site } from "./site";
import picturesFile from "../data/pictures.json" with { type: "json" };
import type { PicturesFile } from "./data-files/schemas";
import { pictureOf, type CtaLink, type Picture, type ProcessStep, type Stat } from "./types";

// packages/content/data/pictures.json, which the agency changes at /edit.
const showcasePictures = (picturesFile as PicturesFile).showcase;

/** A home showcase card (§3 "Showcase item"); without a thumbnail the page shows the title's initials. */
export interface ShowcaseItem {
  readonly title: string;
  readonly description: string;
  readonly thumbnail?: Picture;
  readonly link: string;
}

/** Every word and item of the home page (§2.4). */
export interface HomePage {
  readonly hero: {
    readonly eyebrow: string;
    readonly headline: string;
    readonly sub: string;
    readonly cta: CtaLink;
    readonly secondaryCta: CtaLink;
    readonly stats: readonly Stat[];
  };
  readonly howItWorks: {
    readonly heading: string;
    readonly intro: string;
    readonly steps: readonly [ProcessStep, ProcessStep, ProcessStep];
  };
  readonly introVideo: {
    readonly heading: string;
    readonly intro: string;
    readonly videoId: string;
    /** Title of the player frame once loaded. */
    readonly videoTitle: string;
    /** Accessible name of the click-to-load facade button. */
    readonly playLabel: string;
  };
  readonly newsletter: {
    readonly heading: string;
    readonly pitch: string;
    readonly fineprint: string;
  };
  readonly showcase: {
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly [ShowcaseItem, ShowcaseItem, ShowcaseItem];
    readonly viewAll: CtaLink;
  };
}

/** The claim the home page leads with (§9). */
export const productivityBoost = "40%";

const introVideoTitle = `How ${site.firmName} works with small businesses`;

/** Words and items of /. */
export const homePage: HomePage = {
  hero: {
    eyebrow: `AI automation for ${site.city} and West Michigan`,
    headline: "Put AI to work on the busywork, so your team can get back to the business.",
    sub: "We find the repetitive tasks slowing your team down, build the automations and websites that take them off your plate, and stay with you while they run. Start with a free 30-minute discovery call.",
    cta: { label: "Book Discovery Call", href: site.schedulerUrl },
    secondaryCta: { label: "See Our Services", href: "/services" },
    stats: [
      { value: productivityBoost, label: "average productivity boost for the teams we automate" },
      { value: "30 min", label: "free discovery call, no obligation" },
      { value: "West MI", label: `locally owned in ${site.city}` },
    ],
  },
  howItWorks: {
    heading: "How It Works",
    intro: "Three steps from “we should be using AI” to automations your team relies on every day.",
    steps: [
      {
        title: "Discovery Call",
        description:
          "A free 30-minute conversation about how your business runs today: where the hours go, which tools you already pay for, and what a good outcome looks like.",
      },
      {
        title: "Workshop + Playbook",
        description:
          "We map your workflows with the people who do them, then hand you a written playbook of the automations worth building first, with expected time saved and costs.",
      },
      {
        title: "Ongoing Support",
        description:
          "We build, test and launch each automation, train your team, and keep an eye on it afterwards: fixes, tweaks and new ideas as your business changes.",
      },
    ],
  },
  introVideo: {
    heading: "See how we work",
    intro: `A two-minute introduction to ${site.firmName}: who we help, what we build, and what working together looks like.`,
    videoId: site.introVideoId,
    videoTitle: introVideoTitle,
    playLabel: `Play video: ${introVideoTitle}`,
  },
  newsletter: {
    heading: "Stay ahead on AI",
    pitch:
      "One short email with the AI news that matters to small businesses, a tool worth trying, and an automation idea you can use this week.",
    fineprint: "No spam. Unsubscribe with one click.",
  },
  showcase: {
    heading: "Recent Work",
    intro: "A few of the websites and automations we have launched for West Michigan businesses.",
    // Written out rather than looked up in portfolio.ts, so the home page's script does not carry all
    // 19 projects; home.test.ts holds each card to its project's words.
    items: [
      {
        title: "Lakeshore Family Dental",
        description:
          "A mobile-first website for a Holland dental practice with online appointment requests, an insurance FAQ and a new-patient packet patients fill in before they arrive.",
        link: clientSite("lakeshorefamilydental"),
        thumbnail: pictureOf(showcasePictures.first),
      },
      {
        title: "AI Lead Qualifier for a Grand Rapids Realty Team",
        description:
          "New buyer and seller inquiries from the website, Zillow and Facebook are scored by AI, tagged in the CRM and routed to the right agent by text in under two minutes.",
        link: channelVideoUrl("How a Grand Rapids Realty Team Answers Every Lead in Under 2 Minutes"),
        thumbnail: pictureOf(showcasePictures.second),
      },
      // Deliberately without a thumbnail: the card shows the title's initials instead (§2.4).
      {
        title: "Weekly KPI Report for a Machine Shop",
        description:
          "Every Monday at 7 a.m. the owner gets a one-page summary of quotes, on-time shipments and machine hours, pulled from spreadsheets and the ERP and explained in plain language by AI.",
        link: clientSite("westmichiganprecision"),
      },
    ],
    viewAll: { label: "View Full Portfolio", href: "/portfolio" },
  },
};
