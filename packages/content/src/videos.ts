import videosFile from "../data/videos.json" with { type: "json" };
import type { VideosFile } from "./data-files/schemas";
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

// packages/content/data/videos.json, which the agency edits at /edit; the build has checked it.
const videoFile: VideosFile = videosFile;

/** A videos file's videos as /videos lists them, each linking to a channel search for its title. */
export function videosFrom(file: VideosFile): ChannelVideo[] {
  return file.videos.map((video) => ({ ...video, href: channelVideoUrl(video.title) }));
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
  videos: videosFrom(videoFile),
  opensInNewTab: "(opens in a new tab)",
};
