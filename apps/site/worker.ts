// The site on Cloudflare Workers: the built pages as static assets and the lead relay under /api
// (wrangler.jsonc). The behaviour is the relay package's; this file only names it as the entry.
export { default } from "@grand-river/relay/cloudflare";
