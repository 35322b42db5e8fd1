// Hands the relay's kept leads to n8n, one at a time, every minute (docs/deploying.md).
import deliverFunction from "@grand-river/relay/netlify/deliver";

export default deliverFunction;

export const config = { schedule: "* * * * *" };
