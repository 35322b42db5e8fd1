import { channelVideoUrl } from "./links";
import { site } from "./site";
import type { CtaLink } from "./types";

/** One named video on the channel. */
export interface ChannelVideo {
  readonly title: string;
  readonly description: string;
  /** Runtime as shown on the channel, e.g. "12:40". */
  readonly duration: string;
  readonly href: string;
}

/** The /videos page (§2.9): it only links out to the channel. */
export interface VideosPage {
  readonly heading: string;
  readonly intro: string;
  readonly channelCta: CtaLink;
  readonly listHeading: string;
  readonly videos: readonly ChannelVideo[];
  /** Suffix for screen readers on every outbound link. */
  readonly opensInNewTab: string;
}

function video(title: string, description: string, duration: string): ChannelVideo {
  return { title, description, duration, href: channelVideoUrl(title) };
}

/** Words and links of /videos. */
export const videosPage: VideosPage = {
  heading: "Videos",
  intro:
    "Short, practical walkthroughs of the automations we build for West Michigan businesses: what they do, what they cost to run, and how much time they hand back. New videos most weeks.",
  channelCta: {
    label: `Visit our ${site.social.video.label} channel`,
    href: site.social.video.href,
  },
  listHeading: "Start with these",
  videos: [
    video(
      "How a Grand Rapids Realty Team Answers Every Lead in Under 2 Minutes",
      "A tour of the AI lead qualifier that scores, tags and routes new buyer inquiries to the right agent, day or night.",
      "11:24",
    ),
    video(
      "Stop Typing Invoices: AI Data Entry into QuickBooks",
      "How an accounting office in Holland turned a stack of emailed PDFs into clean, reviewed bookkeeping entries.",
      "9:52",
    ),
    video(
      "5 Automations Every Small Business Can Set Up This Month",
      "Review requests, appointment reminders, inbox triage, weekly reports and meeting notes: the five workflows we install most often.",
      "14:08",
    ),
    video(
      "ChatGPT, Claude or Copilot? Picking an AI Assistant for Your Team",
      "A plain-English comparison for owners, with the questions to ask about cost, privacy and the tools you already use.",
      "16:31",
    ),
    video(
      "What's Inside Our $197 AI Strategy Report",
      "A page-by-page look at a sample report: the opportunity assessment, the five-workflow playbook, the tool stack and the roadmap.",
      "7:45",
    ),
  ],
  opensInNewTab: "(opens in a new tab)",
};
