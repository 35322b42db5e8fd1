/**
 * Everything an owner edits to make this site theirs. The spec leaves these values open, so each
 * one marked PLACEHOLDER is an invented stand-in to replace before launch; nothing else in the
 * codebase repeats them.
 */
export const site = {
  /** PLACEHOLDER: the agency's trading name. */
  firmName: "Grand River AI",
  tagline: "AI automation for West Michigan businesses",
  city: "Grand Rapids",
  region: "MI",
  regionName: "Michigan",
  country: "US",
  /** PLACEHOLDER: the public inbox. */
  email: "hello@grandriverai.com",
  /** PLACEHOLDER: the spec's structured data carries a placeholder phone number, kept as one. */
  structuredDataPhone: "+1-616-555-0100",
  /** PLACEHOLDER: used when VITE_SITE_ORIGIN is not set. */
  defaultOrigin: "https://grandriverai.com",
  founder: {
    /** PLACEHOLDER: the founder's name and role. */
    name: "Alex Rivera",
    role: "Founder & AI Automation Consultant",
    /** PLACEHOLDER: the founder's professional-network profile. */
    profileUrl: "https://www.linkedin.com/in/alex-rivera-grand-rapids",
  },
  /** PLACEHOLDER: the three named workers of the work log; the first is the default. */
  workers: ["Alex Rivera", "Jordan Lee", "Sam Patel"] as const,
  social: {
    /** PLACEHOLDER: each of the four social profiles. */
    microblog: { label: "X (Twitter)", href: "https://x.com/grandriverai" },
    professional: { label: "LinkedIn", href: "https://www.linkedin.com/company/grand-river-ai" },
    video: { label: "YouTube", href: "https://www.youtube.com/@grandriverai" },
    podcast: { label: "Spotify podcast", href: "https://open.spotify.com/show/grandriverai" },
  },
  /** PLACEHOLDER: the scheduling page for free 30-minute discovery calls. */
  schedulerUrl: "https://calendly.com/grandriverai/30min",
  /** The booking widget's script, loaded once after first paint. */
  bookingWidgetScript: "https://assets.calendly.com/assets/external/widget.js",
  /** PLACEHOLDER: the card-payment checkout page for the $197 AI Strategy Report. */
  checkoutBaseUrl: "https://buy.stripe.com/grandriverai-ai-strategy-report",
  /** PLACEHOLDER: the YouTube id of the home page's intro video. */
  introVideoId: "dQw4w9WgXcQ",
} as const;

export type Site = typeof site;

/** The checkout link, returning to the report page with payment=success once paid. */
export function checkoutUrl(origin: string): string {
  const successUrl = `${origin}/ai-report?payment=success`;
  return `${site.checkoutBaseUrl}?success_url=${encodeURIComponent(successUrl)}`;
}
