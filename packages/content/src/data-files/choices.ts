/**
 * The fixed choices the data files' schemas offer and the content modules read: the portfolio's
 * categories and icons, and which pages have words of their own. Here, importing nothing, so the
 * schemas and the modules that read the files through them can both use them without a circle.
 */

/** The two kinds of work in the portfolio (§3). */
export const projectCategories = ["website", "automation"] as const;

/** A project's kind. */
export type ProjectCategory = (typeof projectCategories)[number];

/** Icon names a project card may show; the design system maps each to a glyph. */
export const projectIcons = [
  "globe",
  "cart",
  "calendar",
  "workflow",
  "mail",
  "chart",
  "chat",
  "document",
  "users",
  "home",
] as const;

/** One icon name. */
export type ProjectIcon = (typeof projectIcons)[number];

/** The pages with words of their own in pages.json, by key, with the label the editor shows. */
export const seoPages = {
  home: ["/", "Home (/)"],
  portfolio: ["/portfolio", "Portfolio (/portfolio)"],
  services: ["/services", "Services (/services)"],
  aiReport: ["/ai-report", "AI Strategy Report (/ai-report)"],
  team: ["/team", "Team (/team)"],
  grandRapids: ["/grand-rapids-ai-automation", "Grand Rapids (/grand-rapids-ai-automation)"],
  insights: ["/insights", "Insights (/insights)"],
} as const;

/** The pages with only a title of their own in pages.json. */
export const titledPages = {
  videos: ["/videos", "Videos (/videos)"],
  privacyPolicy: ["/privacy-policy", "Privacy policy (/privacy-policy)"],
  termsOfService: ["/terms-of-service", "Terms of service (/terms-of-service)"],
  accessibility: ["/accessibility", "Accessibility statement (/accessibility)"],
  aiPlaybook: ["/ai-playbook", "Weekly AI Playbook (/ai-playbook)"],
  contact: ["/contact", "Contact (/contact)"],
  admin: ["/admin", "Work log admin (/admin)"],
  flyer: ["/flyer-port-sheldon", "Port Sheldon flyer (/flyer-port-sheldon)"],
} as const;
