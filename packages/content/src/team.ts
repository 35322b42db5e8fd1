import picturesFile from "../data/pictures.json" with { type: "json" };
import type { PicturesFile } from "./data-files/schemas";
import { site } from "./site";
import { pictureOf, type CtaLink, type Picture } from "./types";

/** The founder profile of /team (§2.5). */
export interface TeamPage {
  readonly heading: string;
  readonly intro: string;
  readonly founder: {
    readonly name: string;
    readonly role: string;
    readonly photo: Picture;
    readonly bio: readonly string[];
    readonly highlights: readonly string[];
    /** Opens the founder's professional-network profile in a new tab. */
    readonly profileLink: CtaLink;
  };
}

// The bio speaks of the founder by first name only, so a rebrand in `site` rewrites it correctly.
const firstName = site.founder.name.split(" ")[0] ?? site.founder.name;

/** Words of /team. */
export const teamPage: TeamPage = {
  heading: "Meet the Team",
  intro: `${site.firmName} is a small, local team. When you work with us, you work directly with the person who builds your automations.`,
  founder: {
    name: site.founder.name,
    role: site.founder.role,
    // packages/content/data/pictures.json, which the agency changes at /edit.
    photo: pictureOf((picturesFile as PicturesFile).founder),
    bio: [
      `${firstName} founded ${site.firmName} in ${site.city} after years of watching capable small teams lose whole afternoons to copy-and-paste work: re-typing orders, chasing appointment confirmations, building the same report every Monday by hand.`,
      `Before starting the agency, ${firstName} worked in operations and software for West Michigan companies in manufacturing, real estate and professional services, connecting the tools those businesses already paid for so that information moved on its own.`,
      `Today ${firstName} helps owners cut through the AI hype and pick the few automations that will actually pay for themselves. Every project starts with a conversation about how the business really runs, and ends with a team that understands and trusts what was built.`,
      `Outside of work, ${firstName} can usually be found on the trails along the Grand River, at a Saturday farmers market, or testing yet another AI tool so clients don't have to.`,
    ],
    highlights: [
      "Workflow automation across CRMs, inboxes, calendars and accounting tools",
      "Practical AI assistants for sales, support and operations",
      "Fast, accessible websites for local businesses",
      "Plain-English training for owners and their teams",
    ],
    profileLink: {
      label: `Connect with ${firstName} on ${site.social.professional.label}`,
      href: site.founder.profileUrl,
    },
  },
};
