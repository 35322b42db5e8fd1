// Where a project or video card links, and the words on its link. Small and shared by several
// pages, so it is its own module: a page that only needs a label does not load a page's data.
import { site } from "./site";

/**
 * A link to one video by its title. The channel's own search finds it, so the content needs no
 * video ids and survives a channel rename once `site.social.video` is updated.
 */
export function channelVideoUrl(title: string): string {
  return `${site.social.video.href}/search?query=${encodeURIComponent(title)}`;
}

/*
 * PLACEHOLDER links: client sites sit on the reserved ".example" domain so no stand-in points at a
 * real business. Replace each with the client's live address before launch.
 */
export const clientSite = (slug: string) => `https://${slug}.example`;

/** Label of a card's video link. */
export const watchVideoLabel = "Watch Video";

/** Label of a card's project link. */
export const viewProjectLabel = "View Project";
