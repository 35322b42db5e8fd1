import { insightsPath } from "./insights/paths";
import { insightsWords } from "./insights/words";
import { site } from "./site";

/** A link the layout renders; `external` ones open the browser's handler (mail, new tab). */
export interface NavLink {
  readonly label: string;
  readonly to: string;
}

/** The top navigation bar, in the spec's order (§2.2). */
export const mainNav: readonly NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Portfolio", to: "/portfolio" },
  { label: "Team", to: "/team" },
  { label: "AI Report", to: "/ai-report" },
  { label: "Contact", to: "/contact" },
];

/** The small-screen menu's names for assistive technology: its buttons (§2.2), its dialog and its landmark. */
export const mobileMenuLabels = {
  open: "Open mobile menu",
  close: "Close mobile menu",
  menu: "Menu",
  navigation: "Main",
} as const;

export const scheduleCallLabel = "Schedule a Call";

/** Footer (§2.17). */
export const footer = {
  companyHeading: "Company",
  companyLinks: [
    { label: "Home", to: "/" },
    { label: "Our Team", to: "/team" },
    { label: "Portfolio", to: "/portfolio" },
    { label: "Reports", to: "/ai-report" },
    { label: "Videos", to: "/videos" },
    { label: insightsWords.linkLabel, to: insightsPath },
    { label: "Admin", to: "/admin" },
  ] satisfies NavLink[],
  contactHeading: "Contact",
  location: `${site.city}, ${site.regionName}`,
  emailLabel: "Email us",
  socialHeading: "Follow",
  socialLinks: [site.social.microblog, site.social.professional, site.social.video, site.social.podcast],
  darkModeLabel: "Dark mode",
  legalLinks: [
    { label: "Privacy Policy", to: "/privacy-policy" },
    { label: "Terms of Service", to: "/terms-of-service" },
    { label: "Accessibility", to: "/accessibility" },
  ] satisfies NavLink[],
  copyright: (year: number) => `© ${year} ${site.firmName}. All rights reserved.`,
} as const;

/** The not-found page (§2.16). */
export const notFound = {
  title: "Page not found",
  message: "Oops! The page you're looking for cannot be found.",
  links: [
    { label: "Home", to: "/" },
    { label: "Services", to: "/services" },
    { label: "Portfolio", to: "/portfolio" },
    { label: "AI Strategy Report", to: "/ai-report" },
    { label: "Team", to: "/team" },
  ] satisfies NavLink[],
} as const;
