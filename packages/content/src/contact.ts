import { site } from "./site";
import type { CtaLink } from "./types";

/** Every word of /contact except the message form's fields (§2.13). */
export interface ContactPage {
  readonly heading: string;
  readonly intro: string;
  readonly formHeading: string;
  readonly emailCard: {
    readonly heading: string;
    readonly text: string;
    readonly email: string;
    /** Opens the visitor's mail client. */
    readonly href: string;
  };
  readonly bookingCard: {
    readonly heading: string;
    readonly text: string;
    /** Opens the external booking page in a new tab. */
    readonly cta: CtaLink;
  };
  readonly locationCard: { readonly heading: string; readonly text: string };
  readonly thankYou: {
    readonly heading: string;
    readonly message: string;
    readonly againLabel: string;
  };
}

/** Words of /contact. */
export const contactPage: ContactPage = {
  heading: "Get in Touch",
  intro:
    "Have a question about AI for your business, or a project in mind? Send us a message and we'll get back to you soon.",
  formHeading: "Send us a message",
  emailCard: {
    heading: "Email us",
    text: "Prefer your own inbox? Write to us directly.",
    email: site.email,
    href: `mailto:${site.email}`,
  },
  bookingCard: {
    heading: "Talk it through",
    text: "Book a free 30-minute consultation at a time that suits you. No preparation needed.",
    cta: { label: "Book Discovery Call", href: site.schedulerUrl },
  },
  locationCard: {
    heading: "Where we are",
    text: `Based in ${site.city}, ${site.regionName}, working with businesses across West Michigan in person and everywhere else over video.`,
  },
  thankYou: {
    heading: "Message sent",
    message: "Thanks for reaching out. We've received your message and will get back to you soon.",
    againLabel: "Send Another Message",
  },
};
