#!/usr/bin/env node
/**
 * The package's command line: `npx @grand-river/webhooks inbox` starts the local stand-in for the
 * webhook service; `npx @grand-river/webhooks check` tries every live webhook before a site goes
 * live; `npx @grand-river/webhooks provision` sets up n8n to receive, keep and announce the leads. Plain ESM JavaScript like the inbox itself, so node runs it from the source in this
 * repository and from `dist` once installed, with no build step between.
 */
import { parseArgs } from "node:util";
import { CHECK_USAGE, runCheck } from "./check/command.js";
import { parseOrigins } from "./inbox/guard.js";
import { DEFAULT_INBOX_ORIGINS, INBOX_BODY_LIMIT, INBOX_FORMS, startInbox } from "./inbox/server.js";
import { RELAY_SECRET_KEY } from "./relay-facts.js";
import { PROVISION_USAGE, runProvision } from "./n8n/provision.js";
import { RESEND_USAGE, runResend } from "./resend.js";

const INBOX_USAGE = `Usage: grand-river-webhooks inbox [--port 8787] [--host 127.0.0.1] [--file .inbox/submissions.jsonl] [--origin ${DEFAULT_INBOX_ORIGINS[0]}]…

Starts a local inbox that stands in for the webhook service: POST /${INBOX_FORMS.join(", /")}
takes a JSON body with the form's fields of spec §7 (whatever its content type: a browser in
no-cors mode sends text/plain; at most ${INBOX_BODY_LIMIT / 1024} KB), records its ?submission= id,
appends it to the file as one line (on disk before the answer) and prints a one-line summary. Any
other body gets a 4xx saying why. GET /submissions lists the latest that arrived; DELETE
/submissions clears that list. Only the --origin origins (default ${DEFAULT_INBOX_ORIGINS.join(" and ")},
the local site) get CORS and may read or clear the list from a browser. The environment variables
INBOX_PORT, INBOX_HOST, INBOX_FILE and INBOX_ORIGIN (comma-separated) set the same options. With
LEADS_RELAY_SECRET set, it stands in for a receiver behind the site's relay: a post without that
secret in the X-Relay-Secret header gets 403 and is kept nowhere.`;

const USAGE = `Usage: grand-river-webhooks <inbox | check | provision | resend> [options]   (--help after any for its options)

${INBOX_USAGE}

${CHECK_USAGE}

${PROVISION_USAGE}

${RESEND_USAGE}`;

const [command, ...rest] = process.argv.slice(2);

if (command === "check") {
  process.exitCode = await runCheck({ args: rest, env: process.env, print: (line) => console.log(line) });
} else if (command === "provision") {
  process.exitCode = await runProvision({ args: rest, env: process.env, print: (line) => console.log(line) });
} else if (command === "resend") {
  process.exitCode = await runResend({ args: rest, env: process.env, print: (line) => console.log(line) });
} else if (command === "inbox") {
  await inbox(rest);
} else {
  const help = command === "--help" || command === "-h";
  console.log(USAGE);
  process.exitCode = help ? 0 : 1;
}

async function inbox(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: "string", default: process.env.INBOX_PORT || "8787" },
      host: { type: "string", default: process.env.INBOX_HOST || "127.0.0.1" },
      file: { type: "string", default: process.env.INBOX_FILE || ".inbox/submissions.jsonl" },
      origin: { type: "string", multiple: true },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(INBOX_USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
    process.exitCode = 1;
    return;
  }
  const given = (values.origin ?? process.env.INBOX_ORIGIN?.split(",") ?? [])
    .map((origin) => origin.trim())
    .filter(Boolean);
  // None given (an empty INBOX_ORIGIN too) means the local site's defaults, never no one at all.
  const parsed = parseOrigins(given.length > 0 ? given : DEFAULT_INBOX_ORIGINS);
  if ("problem" in parsed) {
    console.error(`--origin ${parsed.problem}`);
    process.exitCode = 1;
    return;
  }

  const running = await startInbox({
    port,
    host: values.host,
    file: values.file,
    origins: parsed.origins,
    relaySecret: process.env[RELAY_SECRET_KEY] || undefined,
  });
  console.log(`[inbox] listening on ${running.url} (POST /${INBOX_FORMS.join(", /")})`);
  console.log(`[inbox] writing to ${running.file}`);
  console.log(`[inbox] CORS for ${running.origins.join(", ")}`);
  if (process.env[RELAY_SECRET_KEY]) console.log(`[inbox] taking posts only with ${RELAY_SECRET_KEY} (relay mode)`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
