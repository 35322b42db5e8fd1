#!/usr/bin/env node
/**
 * The package's command line: `npx @grand-river/webhooks inbox` starts the local stand-in for the
 * webhook service. Plain ESM JavaScript like the inbox itself, so node runs it from the source in
 * this repository and from `dist` once installed, with no build step between.
 */
import { parseArgs } from "node:util";
import { INBOX_FORMS, startInbox } from "./inbox/server.mjs";

const USAGE = `Usage: grand-river-webhooks inbox [--port 8787] [--host 127.0.0.1] [--file .inbox/submissions.jsonl]

Starts a local inbox that stands in for the webhook service: POST /${INBOX_FORMS.join(", /")}
stores each JSON body (whatever its content type: a browser in no-cors mode sends text/plain),
appends it to the file as one line, and prints a one-line summary. GET /submissions lists what
arrived; DELETE /submissions clears that list. The environment variables INBOX_PORT, INBOX_HOST
and INBOX_FILE set the same options.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string", default: process.env.INBOX_PORT || "8787" },
    host: { type: "string", default: process.env.INBOX_HOST || "127.0.0.1" },
    file: { type: "string", default: process.env.INBOX_FILE || ".inbox/submissions.jsonl" },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (values.help || positionals[0] !== "inbox") {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
  process.exit(1);
}

const inbox = await startInbox({ port, host: values.host, file: values.file });
console.log(`[inbox] listening on ${inbox.url} (POST /${INBOX_FORMS.join(", /")})`);
console.log(`[inbox] writing to ${inbox.file}`);
const stop = () => void inbox.close().then(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
