// The site on Cloudflare Workers: the built pages as static assets and the lead relay under /api
// (wrangler.jsonc), and the relay's ledger, a Durable Object. The behaviour is the relay package's;
// this file only names it as the entry.
export { default, RelayLedgerObject } from "@grand-river/relay/cloudflare";
