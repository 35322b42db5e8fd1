// The lead relay on Netlify (docs/deploying.md, "The lead relay on Netlify"): the behaviour is the
// relay package's; this file only deploys it at /api/leads/* with Netlify's own per-client limit.
import leadFunction from "@grand-river/relay/netlify/leads";

export default leadFunction;

export const config = {
  path: "/api/leads/*",
  // The 21st post in a minute from one address is answered 429, as on Cloudflare.
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
