import { flyerPage } from "./flyer";
import { privacyPolicy } from "./legal/privacy";
import { termsOfService } from "./legal/terms";
import { site } from "./site";

/** The words of one page's metadata; the site turns them into tags with its origin. */
export interface PageSeo {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** Social-card image, relative to the origin. */
  readonly image: string;
}

const defaultImage = "/images/social-card.png";

/** Used by every path without its own entry (§2.1: "Other paths get defaults"). */
export const defaultSeo: PageSeo = {
  title: `${site.firmName} | AI Automation Agency in Grand Rapids, MI`,
  description:
    "AI audits, custom automations and web projects for small and medium businesses in Grand Rapids and West Michigan.",
  keywords: ["AI automation", "AI consulting", "Grand Rapids", "West Michigan", "small business AI"],
  image: defaultImage,
};

/** The six paths with metadata of their own (§2.1). */
export const pageSeo: Readonly<Record<string, PageSeo>> = {
  "/": {
    title: `${site.firmName} | AI Automation & Consulting for Grand Rapids Businesses`,
    description:
      "Book a free 30-minute discovery call. We find the busywork AI can take off your plate, build the automations, and support your team as it grows.",
    keywords: [
      "AI automation agency",
      "AI consulting Grand Rapids",
      "business process automation",
      "free AI audit",
      "West Michigan",
    ],
    image: defaultImage,
  },
  "/portfolio": {
    title: `Portfolio | Websites & AI Automations by ${site.firmName}`,
    description:
      "Websites and AI automations we have built for Grand Rapids and West Michigan businesses: lead capture, reporting, scheduling, content and more.",
    keywords: ["AI automation portfolio", "web design Grand Rapids", "workflow automation examples", "case studies"],
    image: defaultImage,
  },
  "/services": {
    title: `Services | AI Audits, Custom Automations & Web Solutions | ${site.firmName}`,
    description:
      "Start with an AI Audit that maps where automation pays off, or go straight to custom AI automations and web solutions built for your business.",
    keywords: ["AI audit", "custom AI automation", "web solutions", "AI services Michigan"],
    image: defaultImage,
  },
  "/ai-report": {
    title: `AI Strategy Report ($197) | ${site.firmName}`,
    description:
      "A one-time AI Strategy Report for your business: opportunities, an automation playbook with 5 workflows, 5+ recommended tools and a roadmap. 100% refund guarantee.",
    keywords: ["AI strategy report", "AI audit report", "AI roadmap", "automation playbook", "small business AI plan"],
    image: "/images/report/slide-1.svg",
  },
  "/team": {
    title: `Our Team | Meet the Founder of ${site.firmName}`,
    description: `Meet ${site.founder.name}, the Grand Rapids consultant who helps local businesses put AI to work.`,
    keywords: ["AI consultant Grand Rapids", "about us", "founder", "AI automation expert"],
    image: defaultImage,
  },
  "/grand-rapids-ai-automation": {
    title: `AI Automation in Grand Rapids, MI | Free Consultation | ${site.firmName}`,
    description:
      "Grand Rapids AI automation for real estate, financial services, education and startups. Free consultation, same-day consultations, and a $197 AI audit.",
    keywords: [
      "Grand Rapids AI automation",
      "AI consultant Grand Rapids MI",
      "West Michigan automation",
      "AI for real estate Grand Rapids",
      "AI integration Michigan",
    ],
    image: defaultImage,
  },
};

/**
 * Titles for the pages without metadata of their own. §2.1 gives them the defaults, but every page
 * needs a title of its own (WCAG 2.4.2: a tab, history or screen reader must tell them apart), so
 * each keeps the default description, keywords and social card and gets only its own title.
 */
export const pageTitles: Readonly<Record<string, string>> = {
  "/videos": `Videos | ${site.firmName}`,
  "/privacy-policy": `${privacyPolicy.title} | ${site.firmName}`,
  "/terms-of-service": `${termsOfService.title} | ${site.firmName}`,
  "/ai-playbook": `Weekly AI Playbook | ${site.firmName}`,
  "/contact": `Contact | ${site.firmName}`,
  "/admin": `Work Log Admin | ${site.firmName}`,
  "/flyer-port-sheldon": `${flyerPage.title} | ${site.firmName}`,
};

/** The not-found page's title, whatever path showed it. */
export const notFoundTitle = `Page Not Found | ${site.firmName}`;

/** The words for a path: its own, or the defaults with its own title; `notFound` for a path with no page. */
export function seoFor(path: string, { notFound = false }: { notFound?: boolean } = {}): PageSeo {
  if (notFound) return { ...defaultSeo, title: notFoundTitle };
  const own = pageSeo[path];
  if (own) return own;
  const title = pageTitles[path];
  return title ? { ...defaultSeo, title } : defaultSeo;
}

/** Claims of the local-business structured data (§9). */
export const structuredDataClaims = {
  rating: { value: "4.9", count: "27" },
  freeAudit: { name: "Free AI Audit", price: "0", currency: "USD" },
  report: { name: "AI Strategy Report", price: "197", currency: "USD" },
} as const;

/** Schema.org LocalBusiness for a page, given the absolute URL it lives at. */
export function localBusinessJsonLd(origin: string, url: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.firmName,
    description: defaultSeo.description,
    url,
    email: site.email,
    telephone: site.structuredDataPhone,
    image: `${origin}${defaultImage}`,
    logo: `${origin}/images/logo.svg`,
    priceRange: "$0-$197",
    address: {
      "@type": "PostalAddress",
      addressLocality: site.city,
      addressRegion: site.region,
      addressCountry: site.country,
    },
    areaServed: ["Grand Rapids", "West Michigan"],
    sameAs: Object.values(site.social).map((s) => s.href),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: structuredDataClaims.rating.value,
      reviewCount: structuredDataClaims.rating.count,
    },
    makesOffer: [structuredDataClaims.freeAudit, structuredDataClaims.report].map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      price: offer.price,
      priceCurrency: offer.currency,
    })),
  };
}
