import { channelVideoUrl, clientSite } from "./links";

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

/** A portfolio card (§3 "Portfolio project"). */
export interface PortfolioProject {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly category: ProjectCategory;
  /** The live project, opened in a new tab under "View Project". */
  readonly link?: string;
  /** A walkthrough on the video channel, opened in a new tab under "Watch Video". */
  readonly videoLink?: string;
  readonly icon?: ProjectIcon;
  readonly tags: readonly string[];
}

/** The filter tabs: "all" plus one per category. */
export type PortfolioTabId = "all" | ProjectCategory;

/** One filter tab. */
export interface PortfolioTab {
  readonly id: PortfolioTabId;
  readonly label: string;
}

/** Filter tabs in the spec's order (§2.6). */
export const portfolioTabs: readonly [PortfolioTab, PortfolioTab, PortfolioTab] = [
  { id: "all", label: "All" },
  { id: "website", label: "Websites" },
  { id: "automation", label: "Automations" },
];

/** Page words of /portfolio around the tabs and the grid. */
export interface PortfolioPage {
  readonly heading: string;
  readonly intro: string;
  /** Accessible name of the tab list. */
  readonly tabsLabel: string;
  readonly emptyState: string;
  /** Suffix for screen readers on every outbound card link. */
  readonly opensInNewTab: string;
}

/** Page words of /portfolio. */
export const portfolioPage: PortfolioPage = {
  heading: "Our Work",
  intro:
    "Websites and AI automations we have built for businesses across Grand Rapids and West Michigan. Every project started with the same question: where is your team losing hours it shouldn't?",
  tabsLabel: "Filter projects by type",
  emptyState: "No projects in this category yet.",
  opensInNewTab: "(opens in a new tab)",
};

/** The 19 projects (§2.6), websites and automations mixed as they were delivered. */
export const projects: readonly PortfolioProject[] = [
  {
    id: 1,
    title: "Lakeshore Family Dental",
    description:
      "A mobile-first website for a Holland dental practice with online appointment requests, an insurance FAQ and a new-patient packet patients fill in before they arrive.",
    category: "website",
    link: clientSite("lakeshorefamilydental"),
    icon: "globe",
    tags: ["Web Design", "Healthcare", "Online Booking"],
  },
  {
    id: 2,
    title: "AI Lead Qualifier for a Grand Rapids Realty Team",
    description:
      "New buyer and seller inquiries from the website, Zillow and Facebook are scored by AI, tagged in the CRM and routed to the right agent by text in under two minutes.",
    category: "automation",
    videoLink: channelVideoUrl("How a Grand Rapids Realty Team Answers Every Lead in Under 2 Minutes"),
    icon: "users",
    tags: ["Real Estate", "Lead Routing", "CRM", "AI Scoring"],
  },
  {
    id: 3,
    title: "Eastown Coffee Roasters Online Shop",
    description:
      "A Shopify storefront for a neighborhood roaster, with bean subscriptions, local pickup and wholesale order forms for the cafés they supply.",
    category: "website",
    link: clientSite("eastowncoffeeroasters"),
    icon: "cart",
    tags: ["E-commerce", "Shopify", "Subscriptions"],
  },
  {
    id: 4,
    title: "Invoice Processing for a Holland Accounting Firm",
    description:
      "Emailed vendor invoices are read by AI, checked against purchase orders and posted to QuickBooks as drafts for a bookkeeper to approve, cutting data entry by about 12 hours a week.",
    category: "automation",
    videoLink: channelVideoUrl("Stop Typing Invoices: AI Data Entry into QuickBooks"),
    icon: "document",
    tags: ["Accounting", "Document AI", "QuickBooks"],
  },
  {
    id: 5,
    title: "Grand Haven Fishing Charters",
    description:
      "A booking website for a Lake Michigan charter captain with live trip availability, deposits at checkout and automatic weather-day rescheduling notices.",
    category: "website",
    link: clientSite("grandhavencharters"),
    icon: "calendar",
    tags: ["Tourism", "Online Booking", "Payments"],
  },
  {
    id: 6,
    title: "HVAC Appointment Reminders & Rescheduling",
    description:
      "Text reminders the day before each service call, with a reply-to-reschedule assistant that offers open slots from the dispatch calendar. No-shows dropped by a third.",
    category: "automation",
    link: clientSite("kentwoodcomfortheating"),
    icon: "calendar",
    tags: ["Home Services", "SMS", "Scheduling"],
  },
  {
    id: 7,
    title: "Heritage Hill Law Group",
    description:
      "A clear, accessible website for a small estate-planning firm: practice-area pages, attorney bios and a consultation request form that lands straight in their case system.",
    category: "website",
    link: clientSite("heritagehilllaw"),
    icon: "globe",
    tags: ["Web Design", "Legal", "Accessibility"],
  },
  {
    id: 8,
    title: "Review Requests for a Restaurant Group",
    description:
      "After each paid check, guests receive a short thank-you with a review link; unhappy replies go privately to the manager on duty before they become public reviews.",
    category: "automation",
    videoLink: channelVideoUrl("5 Automations Every Small Business Can Set Up This Month"),
    icon: "chat",
    tags: ["Hospitality", "Reputation", "SMS"],
  },
  {
    id: 9,
    title: "Weekly KPI Report for a Machine Shop",
    description:
      "Every Monday at 7 a.m. the owner gets a one-page summary of quotes, on-time shipments and machine hours, pulled from spreadsheets and the ERP and explained in plain language by AI.",
    category: "automation",
    link: clientSite("westmichiganprecision"),
    icon: "chart",
    tags: ["Manufacturing", "Reporting", "Google Sheets"],
  },
  {
    id: 10,
    title: "Rockford Landscape Co.",
    description:
      "A seasonal-services website with a before-and-after gallery and an estimate request form that asks for yard photos, so crews can quote without a site visit.",
    category: "website",
    link: clientSite("rockfordlandscape"),
    icon: "home",
    tags: ["Web Design", "Home Services", "Lead Capture"],
  },
  {
    id: 11,
    title: "Support Inbox Triage for an Outdoor Gear Store",
    description:
      "Customer emails are sorted by AI into orders, returns and product questions, with draft replies that pull live order status from Shopify for staff to check and send.",
    category: "automation",
    videoLink: channelVideoUrl("5 Automations Every Small Business Can Set Up This Month"),
    link: clientSite("northcountryoutfitters"),
    icon: "mail",
    tags: ["E-commerce", "Customer Support", "Shopify", "AI Drafts"],
  },
  {
    id: 12,
    title: "Zeeland Youth Soccer Association",
    description:
      "A volunteer-friendly website with season registration, field maps and rainout alerts that coaches can post from their phones.",
    category: "website",
    link: clientSite("zeelandyouthsoccer"),
    icon: "users",
    tags: ["Nonprofit", "Registration", "Web Design"],
  },
  {
    id: 13,
    title: "Taproom Social Media Pipeline",
    description:
      "The weekly tap list from a Grand Rapids brewery becomes ready-to-post captions and graphics for Instagram and Facebook, queued for the owner's one-click approval.",
    category: "automation",
    videoLink: channelVideoUrl("Taproom Social Media Pipeline"),
    icon: "workflow",
    tags: ["Food & Beverage", "Content", "Social Media"],
  },
  {
    id: 14,
    title: "Wyoming Auto Care",
    description:
      "A fast, local-search-friendly site for an independent repair shop with a transparent service menu, online drop-off booking and text-us buttons.",
    category: "website",
    link: clientSite("wyomingautocare"),
    icon: "globe",
    tags: ["Automotive", "Local SEO", "Online Booking"],
  },
  {
    id: 15,
    title: "Applicant Screening for a Kentwood Staffing Agency",
    description:
      "Applications are summarized and matched against open job requirements, so recruiters start each morning with a ranked shortlist instead of a pile of résumés.",
    category: "automation",
    icon: "users",
    tags: ["Staffing", "HR", "AI Summaries"],
  },
  {
    id: 16,
    title: "Saugatuck Gallery & Framing",
    description:
      "A gallery website with artist pages, an online framing quote and a newsletter sign-up tied to opening-night invitations.",
    category: "website",
    link: clientSite("saugatuckgallery"),
    icon: "globe",
    tags: ["Arts", "Web Design", "Newsletter"],
  },
  {
    id: 17,
    title: "Meeting Notes to CRM for a Financial Advisor",
    description:
      "Client review calls are transcribed, summarized into action items and filed to the right household in the CRM, with compliance-friendly notes the advisor approves.",
    category: "automation",
    videoLink: channelVideoUrl("Meeting Notes to CRM for a Financial Advisor"),
    icon: "document",
    tags: ["Financial Services", "Transcription", "CRM"],
  },
  {
    id: 18,
    title: "Kent County Home Inspections",
    description:
      "A website with an instant inspection quote by square footage and an online scheduler that syncs with the inspector's calendar and sends pre-inspection checklists.",
    category: "website",
    link: clientSite("kentcountyinspections"),
    icon: "home",
    tags: ["Real Estate", "Quote Calculator", "Scheduling"],
  },
  {
    id: 19,
    title: "Listing Description Generator",
    description:
      "Agents enter a property's details and photos; AI drafts an MLS-ready description, a social post and a flyer blurb in the brokerage's voice, checked for fair-housing wording.",
    category: "automation",
    videoLink: channelVideoUrl("Listing Description Generator"),
    link: clientSite("lakeshorerealtypartners"),
    icon: "workflow",
    tags: ["Real Estate", "Content", "AI Writing"],
  },
];

/** The projects a tab shows: all of them, or one category. */
export function projectsForTab(tab: PortfolioTabId): readonly PortfolioProject[] {
  return tab === "all" ? projects : projects.filter((project) => project.category === tab);
}
