/**
 * The n8n workflows that receive the site's forms: one per form, and one that e-mails the agency when
 * any of them fails. `grand-river-webhooks provision` sends them to a running n8n with the agency's
 * ids filled in; `pnpm --filter @grand-river/webhooks receivers` (`generate.ts`) writes them as files to import by hand.
 *
 * A lead's path: Webhook (raw body, CORS for the site only) → Check the body (size, JSON, the shape
 * check the local inbox runs, the probe marker) → Seen before? (the leads table, by submission id)
 * → Keep the lead (one row, not yet announced) → Answer 200 → E-mail the agency (retried) → Mark it
 * announced. A probe is answered 200 with the form's leads not announced in a header, and goes no
 * further; a repeat of an announced lead too, while a repeat of one not announced is e-mailed again.
 * A failing step answers 500 (unless the visitor was already answered), looks the lead up, then
 * fails the run with the lead and whether it is kept in its message, so the alert workflow e-mails it.
 *
 * Look-up-then-insert keeps one row per submission only because n8n runs one production execution
 * at a time (N8N_CONCURRENCY_PRODUCTION_LIMIT=1, which docs/receivers.md asks for): the Data table
 * node's upsert is an update-then-insert that two runs at once can both insert through.
 */
import { createHash } from "node:crypto";
import { WEBHOOK_FORMS, WEBHOOK_FORM_TABLE, type WebhookForm } from "../forms.js";
import { NOT_ANNOUNCED_HEADER, PROBE_PARAMETER } from "../probe-marker.js";
import SHAPE_CHECK_SOURCE from "./shape-check-source.js";
import type { GenericSchema } from "valibot";
import { PAYLOAD_SCHEMAS } from "../payloads.js";
import { KEEPALIVE_BODY_LIMIT, SUBMISSION_ID, SUBMISSION_ID_RULE } from "../client.js";

/** The form's e-mail address field, which the agency's e-mail replies to; none in the work log. */
function emailFieldOf(form: LeadForm): string | undefined {
  const fields: Record<string, { kind: string }> = WEBHOOK_FORM_TABLE[form].fields;
  return Object.keys(fields).find((name) => fields[name]?.kind === "email");
}

/** The forms that get a workflow: every form that posts to a webhook. */
export const LEAD_FORMS = WEBHOOK_FORMS;

type LeadForm = WebhookForm;

/** The data table every lead is kept in, one row per submission. */
export const LEADS_TABLE_NAME = "Grand River leads";

/** One column of the leads table. */
export interface LeadColumn {
  name: string;
  type: "string" | "number" | "boolean" | "date";
}

/**
 * The table's columns: which form, the submission id, when it arrived, then every form's fields
 * with their JSON types (a list, the Playbook's apps, is kept as JSON text).
 */
export const LEAD_COLUMNS: LeadColumn[] = (() => {
  const columns: Map<string, LeadColumn["type"]> = new Map([
    ["form", "string"],
    ["submission", "string"],
    ["receivedAt", "date"],
    // False until the lead's e-mail went: what the check reports and a repeat sends again.
    ["announced", "boolean"],
    // True once the resend workflow stopped trying it (a day on) and sent its one alert.
    ["givenUp", "boolean"],
  ]);
  for (const schema of Object.values(PAYLOAD_SCHEMAS)) {
    for (const [field, { type }] of Object.entries<GenericSchema>(schema.entries)) {
      if (!columns.has(field)) columns.set(field, type === "number" || type === "boolean" ? type : "string");
    }
  }
  return [...columns].map(([name, type]) => ({ name, type }));
})();

/** The name of each form's workflow, and of the alert workflow, which provisioning finds them by. */
export const workflowName = (form: LeadForm) => `Grand River: ${form} form`;
export const ALERT_WORKFLOW_NAME = "Grand River: alert on failure";
export const RESEND_WORKFLOW_NAME = "Grand River: resend unannounced leads";

/** How often the resend workflow runs, in minutes, unless provisioning is told otherwise. */
export const RESEND_EVERY_MINUTES = 15;

/** How long the resend workflow keeps trying a lead before its one alert: a day. */
const RESEND_FOR_HOURS = 24;

/** The path each form's webhook listens on: `<n8n>/webhook/grand-river-<form>`. */
export const webhookPath = (form: LeadForm) => `grand-river-${form}`;

/** The site's origin the shipped files allow until provisioning or the generator sets yours. */
export const DEFAULT_ORIGIN = "https://grandriverai.com";

/** The largest body a workflow takes, in bytes: the 64 KB the site's forms stay within. */
const BODY_LIMIT = KEEPALIVE_BODY_LIMIT;

/** How many leads not announced a probe's answer names at most. */
const NOT_ANNOUNCED_LISTED = 20;

/** Node names, which connections and expressions refer to. */
export const NODE = {
  webhook: "Webhook",
  check: "Check the body",
  fits: "Fits the form?",
  probe: "Is it a probe?",
  seen: "Seen before?",
  lookupFailed: "Did the lookup fail?",
  repeat: "Is it a repeat?",
  announcedBefore: "Was it announced?",
  notAnnounced: "Leads not announced",
  row: "The lead's row",
  keep: "Keep the lead",
  answer200: "Answer 200",
  answerProbe: "Answer the probe",
  answerRepeat: "Answer the repeat",
  answer4xx: "Answer 4xx",
  email: "E-mail the agency",
  markAnnounced: "Mark it announced",
  explain: "Explain the failure",
  lookForLead: "Is the lead in the table?",
  writeAlert: "Write the alert",
  answered: "Was the visitor answered?",
  answer500: "Answer 500",
  raise: "Raise the alert",
  errorTrigger: "When a lead workflow fails",
  describe: "Describe the failure",
  alert: "E-mail the alert",
  schedule: "Every few minutes",
  resendNow: "Resend now (grand-river-webhooks resend)",
  unannounced: "Leads not announced",
  sortOut: "Sort them out",
  overADay: "Tried for a day?",
  emailLead: "E-mail the lead",
  markResent: "Mark it announced",
  writeGiveUp: "Write the give-up alert",
  emailGiveUp: "E-mail the give-up alert",
  eachGivenUp: "Each lead given up",
  markGivenUp: "Mark it given up",
} as const;

/** What provisioning fills in; the files written for import by hand leave the ids empty. */
export interface ReceiverSettings {
  origin?: string;
  tableId?: string;
  smtp?: { id: string; name: string };
  /** The Header Auth credential with the relay's secret: the Webhook then takes only posts carrying it. */
  relaySecret?: { id: string; name: string };
  notifyTo?: string;
  notifyFrom?: string;
  alertWorkflowId?: string;
  /** The resend workflow's minutes between runs (RESEND_EVERY_MINUTES unless set). */
  resendEveryMinutes?: number;
  /** The resend workflow's webhook path: not guessable, read by `resend` through n8n's API. */
  resendPath?: string;
}

/**
 * What "Check the body" decided, read by name: after an error an item holds only the error. Its
 * first output, named: n8n otherwise reads the output that leads to the node asking, and "Check the
 * body" leads to "Explain the failure" by its error output, which is empty when a later step failed.
 */
const CHECKED = `$('${NODE.check}').first(0).json`;

/** How a lead's fields read in its e-mail: the lead workflows' and the resend workflow's Code nodes share it. */
const MAIL_HELPERS = `// A field's camelCase name in words, "ai" as "AI": "aiSomethingElse" → "AI something else".
function labelOf(field) {
  const words = field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().replace(/\\bai\\b/g, "AI");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
function shown(value) {
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.join(", ");
  const text = String(value);
  return text.trim() === "" ? "(left empty)" : text.replace(/\\r?\\n/g, "\\n    ");
}
`;

/**
 * The "Check the body" Code node's JavaScript for `form`. It reads the raw body (the Webhook node's
 * Raw Body option, so a JSON body n8n already parsed is measured and checked like any other), refuses
 * what is too large or breaks spec §7, and prepares the row, the e-mail and the repeat key.
 */
function checkCode(form: LeadForm) {
  return `// Written by @grand-river/webhooks (src/n8n/workflows.ts). It checks the raw body against spec §7's
// ${form} fields, whatever its content type, and prepares the lead's row, its e-mail, and the key
// that finds a repeat (the ?submission= id).
const FORM = ${JSON.stringify(form)};
const SUBJECT = ${JSON.stringify(WEBHOOK_FORM_TABLE[form].subject)};
const REPLY_TO = ${JSON.stringify(emailFieldOf(form) ?? "")};
const BODY_LIMIT = ${BODY_LIMIT};
const PROBE_PARAMETER = ${JSON.stringify(PROBE_PARAMETER)};
// The shape check its local inbox runs (src/shape.ts), bundled with valibot and the package's payload
// schemas: it defines shape.payloadProblems(form, body).
${SHAPE_CHECK_SOURCE}

// A short, stable hash (cyrb53) of the body's text, for senders that give no submission id.
function hashOf(text) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

${MAIL_HELPERS}
const refuse = (status, message) => [{ json: { ok: false, status, message } }];
const item = $input.first();
const request = item.json;
const query = request.query || {};
let text;
if (item.binary && item.binary.data) {
  const raw = await this.helpers.getBinaryDataBuffer(0, "data");
  if (raw.length > BODY_LIMIT) return refuse(413, "The body is larger than " + BODY_LIMIT / 1024 + " KB.");
  text = raw.toString("utf8");
} else {
  return refuse(415, "Send the form's JSON as the body (text/plain or application/json).");
}
let body;
try {
  body = JSON.parse(text);
} catch {
  return refuse(400, "The body is not valid JSON.");
}
const problems = shape.payloadProblems(FORM, body);
if (problems.length > 0) {
  return refuse(400, "The " + FORM + " body does not match spec §7:\\n" + problems.map((p) => "- " + p).join("\\n"));
}
const id = typeof query.submission === "string" ? query.submission : "";
if (id !== "" && !new RegExp(${JSON.stringify(SUBMISSION_ID.source)}).test(id)) {
  return refuse(400, ${JSON.stringify(SUBMISSION_ID_RULE)});
}
const key = id || "body:" + hashOf(text);
const row = { form: FORM, submission: key, receivedAt: new Date().toISOString() };
for (const [field, value] of Object.entries(body)) row[field] = Array.isArray(value) ? JSON.stringify(value) : value;
const who = typeof body[SUBJECT] === "string" && body[SUBJECT].trim() ? body[SUBJECT] : "";
const fields = Object.entries(body).map(([field, value]) => labelOf(field) + ": " + shown(value)).join("\\n");
const mail = {
  subject: "New lead from the " + FORM + " form" + (who ? ": " + who.trim().slice(0, 80) : ""),
  replyTo: REPLY_TO && typeof body[REPLY_TO] === "string" ? body[REPLY_TO] : "",
  fields,
  text: "A new lead came in through the site's " + FORM + " form.\\n\\n" + fields +
    "\\n\\nSubmission: " + key + "\\nKept in the n8n data table \\"${LEADS_TABLE_NAME}\\".",
};
return [{ json: { ok: true, status: 200, probe: query[PROBE_PARAMETER] === "1", key, row, mail } }];
`;
}

/** The steps after "Answer 200": when one of them fails, the visitor was already told the lead arrived. */
const AFTER_ANSWER = [NODE.email, NODE.markAnnounced];

/** The "Explain the failure" Code node: names the step that failed and carries the lead into the alert. */
const EXPLAIN_CODE = `// The step whose error output led here, what it said, and the lead, so the alert e-mail holds all three.
const failed = $input.first().json;
// "${NODE.lookupFailed}" only routes the lookup's error, which it passes on as a regular item.
const step = $prevNode.name === "${NODE.lookupFailed}" ? "${NODE.seen}" : $prevNode.name;
const said = typeof failed.error === "string" ? failed.error : JSON.stringify(failed.error ?? failed).slice(0, 2000);
let lead;
try {
  lead = ${CHECKED}.mail.fields;
} catch {
  lead = undefined;
}
if (!lead) {
  const raw = $('${NODE.webhook}').first().binary?.data;
  lead = raw ? Buffer.from(raw.data, "base64").toString("utf8").slice(0, ${BODY_LIMIT}) : "(the body could not be read)";
}
const answered = ${JSON.stringify(AFTER_ANSWER)}.includes(step);
return [{ json: { step, said, lead, answered } }];
`;

/**
 * The "Write the alert" Code node: the alert's text, saying whether the lead is in the table by what
 * "${NODE.lookForLead}" found there, not by which step failed.
 */
const WRITE_ALERT_CODE = `// Whether the lead is kept, as the table says: a step can fail after its row was written.
const { step, said, lead, answered } = $('${NODE.explain}').first().json;
const found = $input.first().json;
let kept;
if (found.id !== undefined) {
  kept = "The lead is kept in the table \\"${LEADS_TABLE_NAME}\\" (row " + found.id + ", submission " + found.submission + ")" +
    (found.announced === false ? ", marked as not announced." : ".");
} else if (found.error !== undefined) {
  kept = "The lead is not kept: the table could not be read (" + String(found.error.message ?? found.error).slice(0, 300) + ").";
} else {
  kept = "The lead is not kept: the table has no row for it.";
}
const visitor = answered ? "The visitor was answered 200." : "The visitor was answered 500.";
const alert = 'Step "' + step + '" failed: ' + said + "\\n\\n" + visitor + " " + kept + " The lead:\\n" + lead;
// n8n replaces a whole error message that contains a system error code (ECONNREFUSED, ENOENT…, in
// any case) with its own sentence; a zero-width space inside each keeps this one whole.
const CODES = /(E)(CONNREFUSED|CONNRESET|NOTFOUND|TIMEDOUT|RRADDRINUSE|ADDRNOTAVAIL|CONNABORTED|HOSTUNREACH|AI_AGAIN|NOENT|ISDIR|NOTDIR|ACCES|EXIST|PERM)|(G)(ETADDRINFO)/gi;
return [{ json: { answered, alert: alert.replace(CODES, (_, e, rest, g, rest2) => (e ?? g) + "\\u200b" + (rest ?? rest2)) } }];
`;

/** The alert workflow's Code node: a subject and text from what n8n's Error Trigger gives. */
const DESCRIBE_CODE = `// n8n's Error Trigger gives the failed run's workflow, last node and error message.
const { workflow = {}, execution = {} } = $input.first().json;
const form = /^Grand River: (\\w+) form$/.exec(workflow.name || "")?.[1];
const message = (execution.error && execution.error.message) || "(no message)";
const step = /^Step "([^"]+)" failed/.exec(message)?.[1] || execution.lastNodeExecuted || "(unknown step)";
const what = form ? "the " + form + " form" : "workflow " + JSON.stringify(workflow.name || workflow.id);
return [{
  json: {
    subject: "A lead workflow failed: " + what + ', at "' + step + '"',
    text: "n8n could not finish " + what + ', at the step "' + step + '".\\n\\n' + message +
      "\\n\\nExecution: " + (execution.url || execution.id || "(none)") +
      "\\nFix the step, then run grand-river-webhooks check.",
  },
}];
`;

/**
 * A stable id for a node or a webhook, so regenerating gives the same file.
 */
function stableId(text: string) {
  const hex = createHash("sha256").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A node; `onError` continues to the error output on every node that can fail and has one wired.
 * @param scope the workflow's name, which keeps ids unique across workflows
 * @param type without the "n8n-nodes-base." prefix
 */
function node(
  scope: string,
  name: string,
  type: string,
  typeVersion: number,
  position: [number, number],
  parameters: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return {
    id: stableId(`${scope}/${name}`),
    name,
    type: `n8n-nodes-base.${type}`,
    typeVersion,
    position,
    parameters,
    ...extra,
  };
}

/**
 * A "Respond to Webhook" node answering plain text.
 * @param code a status, or an expression for one
 */
function respond(
  scope: string,
  name: string,
  code: string | number,
  text: string,
  position: [number, number],
  headers: { name: string; value: string }[] = [],
) {
  return node(scope, name, "respondToWebhook", 1.1, position, {
    respondWith: "text",
    responseBody: text,
    options: {
      responseCode: code,
      responseHeaders: { entries: [{ name: "Content-Type", value: "text/plain; charset=utf-8" }, ...headers] },
    },
  });
}

/**
 * A Data table node that looks the checked body's submission id up in the leads table. It always
 * passes one item on, a failed lookup's error included, so what follows decides on what it found.
 */
function findLead(scope: string, name: string, table: ReturnType<typeof tableLocator>, position: [number, number]) {
  return node(
    scope,
    name,
    "dataTable",
    1,
    position,
    {
      operation: "get",
      dataTableId: table,
      matchType: "allConditions",
      filters: { conditions: [{ keyName: "submission", keyValue: `={{ ${CHECKED}.key }}` }] },
      limit: 1,
    },
    { onError: "continueRegularOutput", alwaysOutputData: true },
  );
}

/**
 * An If node (v2.2) that is true when `expression` is.
 */
function ifTrue(scope: string, name: string, expression: string, position: [number, number]) {
  return node(
    scope,
    name,
    "if",
    2.2,
    position,
    {
      conditions: {
        options: { caseSensitive: true, leftValue: "", typeValidation: "strict", version: 2 },
        conditions: [
          {
            id: stableId(`${scope}/${name}/condition`),
            leftValue: expression,
            rightValue: "",
            operator: { type: "boolean", operation: "true", singleValue: true },
          },
        ],
        combinator: "and",
      },
      options: {},
    },
    { onError: "continueErrorOutput" },
  );
}

/**
 * The leads table as a Data table node's resource locator: by id once provisioning knows it, else
 * left for the person importing the file to pick from the list.
 */
function tableLocator(tableId: string | undefined) {
  return tableId
    ? { __rl: true, mode: "id", value: tableId }
    : { __rl: true, mode: "list", value: "", cachedResultName: LEADS_TABLE_NAME };
}

/**
 * A Send Email node over the SMTP credential, in plain text, without n8n's attribution line.
 * @param mail expressions
 */
function sendEmail(
  scope: string,
  name: string,
  settings: ReceiverSettings,
  mail: { subject: string; text: string; replyTo?: string },
  position: [number, number],
  extra: Record<string, unknown> = {},
) {
  return node(
    scope,
    name,
    "emailSend",
    2.1,
    position,
    {
      fromEmail: settings.notifyFrom ?? "",
      toEmail: settings.notifyTo ?? "",
      subject: mail.subject,
      emailFormat: "text",
      text: mail.text,
      options: { appendAttribution: false, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) },
    },
    { ...extra, ...(settings.smtp ? { credentials: { smtp: settings.smtp } } : {}) },
  );
}

/**
 * Connections from `outputs` (one list of target node names per output, in output order).
 */
function to(...outputs: string[][]) {
  return { main: outputs.map((targets) => targets.map((target) => ({ node: target, type: "main", index: 0 }))) };
}

/**
 * Every workflow's settings, n8n's defaults written out: n8n stores them on save, so provisioning can
 * compare the whole of the settings. No other workflow may call these, nor n8n's MCP server.
 */
const WORKFLOW_SETTINGS = { executionOrder: "v1", callerPolicy: "workflowsFromSameOwner", availableInMCP: false };

/** A workflow's settings with the alert workflow as its error workflow, once provisioning knows its id. */
const alertingSettings = (settings: ReceiverSettings) => ({
  ...WORKFLOW_SETTINGS,
  ...(settings.alertWorkflowId ? { errorWorkflow: settings.alertWorkflowId } : {}),
});

/**
 * The workflow that receives `form`'s leads.
 */
export function leadWorkflow(form: LeadForm, settings: ReceiverSettings = {}) {
  const name = workflowName(form);
  const table = tableLocator(settings.tableId);
  const canFail = { onError: "continueErrorOutput" };
  const nodes = [
    node(
      name,
      NODE.webhook,
      "webhook",
      2,
      [0, 300],
      {
        httpMethod: "POST",
        path: webhookPath(form),
        // In relay mode n8n answers 403 itself, before the run, to a post without the relay's secret.
        ...(settings.relaySecret ? { authentication: "headerAuth" } : {}),
        responseMode: "responseNode",
        // Allowed origins: without them n8n answers CORS for any origin. Raw body: the check sees the
        // bytes as sent, whatever the content type said.
        options: { allowedOrigins: settings.origin ?? DEFAULT_ORIGIN, rawBody: true },
      },
      {
        webhookId: stableId(`${form}/webhook-id`),
        ...(settings.relaySecret ? { credentials: { httpHeaderAuth: settings.relaySecret } } : {}),
      },
    ),
    node(name, NODE.check, "code", 2, [220, 300], { jsCode: checkCode(form) }, canFail),
    ifTrue(name, NODE.fits, `={{ ${CHECKED}.ok }}`, [440, 300]),
    ifTrue(name, NODE.probe, `={{ ${CHECKED}.probe }}`, [1320, 300]),
    // A first submission finds no row, and one empty item still goes on. A failed lookup passes its
    // error on as a regular item too: an error output would run beside that empty item.
    findLead(name, NODE.seen, table, [660, 300]),
    ifTrue(name, NODE.lookupFailed, "={{ $json.error !== undefined }}", [880, 300]),
    // The lookup's item, passed on by the two If nodes before: a stored row has an id.
    ifTrue(name, NODE.repeat, "={{ $json.id !== undefined }}", [1540, 300]),
    // A row kept before the announced column existed holds null: it was e-mailed then.
    ifTrue(name, NODE.announcedBefore, "={{ $json.announced !== false }}", [1760, 200]),
    node(
      name,
      NODE.notAnnounced,
      "dataTable",
      1,
      [1540, 100],
      {
        operation: "get",
        dataTableId: table,
        matchType: "allConditions",
        filters: {
          conditions: [
            { keyName: "form", keyValue: form },
            { keyName: "announced", condition: "isFalse" },
          ],
        },
        limit: NOT_ANNOUNCED_LISTED,
      },
      { onError: "continueRegularOutput", alwaysOutputData: true },
    ),
    node(
      name,
      NODE.row,
      "set",
      3.4,
      [1760, 400],
      { mode: "raw", jsonOutput: `={{ Object.assign({}, ${CHECKED}.row, { announced: false }) }}`, options: {} },
      canFail,
    ),
    node(
      name,
      NODE.keep,
      "dataTable",
      1,
      [1980, 400],
      { operation: "insert", dataTableId: table, columns: { mappingMode: "autoMapInputData", value: {} }, options: {} },
      canFail,
    ),
    respond(name, NODE.answer200, 200, "Received.", [2200, 400]),
    // Tried three times, five seconds apart (n8n's most is five); then the row still says not
    // announced, and the run fails through the error output so the alert workflow says so.
    sendEmail(
      name,
      NODE.email,
      settings,
      {
        subject: `={{ ${CHECKED}.mail.subject }}`,
        text: `={{ ${CHECKED}.mail.text }}`,
        // A form that asks for no e-mail address (the internal work log) has no one to reply to.
        ...(emailFieldOf(form) ? { replyTo: `={{ ${CHECKED}.mail.replyTo }}` } : {}),
      },
      [2420, 400],
      { onError: "continueErrorOutput", retryOnFail: true, maxTries: 3, waitBetweenTries: 5000 },
    ),
    node(
      name,
      NODE.markAnnounced,
      "dataTable",
      1,
      [2640, 400],
      {
        operation: "update",
        dataTableId: table,
        matchType: "allConditions",
        filters: { conditions: [{ keyName: "submission", keyValue: `={{ ${CHECKED}.key }}` }] },
        columns: { mappingMode: "defineBelow", value: { announced: true }, matchingColumns: [], schema: [] },
        options: {},
      },
      canFail,
    ),
    respond(
      name,
      NODE.answerProbe,
      200,
      "Received.",
      [1760, 100],
      [
        {
          name: NOT_ANNOUNCED_HEADER,
          // Each lead once, however many rows a double kept of it.
          value: "={{ [...new Set($input.all().map((each) => each.json.submission).filter(Boolean))].join(' ') }}",
        },
      ],
    ),
    respond(name, NODE.answerRepeat, 200, "Received.", [1980, 200]),
    respond(name, NODE.answer4xx, `={{ ${CHECKED}.status }}`, `={{ ${CHECKED}.message }}`, [660, 400]),
    node(name, NODE.explain, "code", 2, [1100, 620], { jsCode: EXPLAIN_CODE }),
    // No row, or no table, or no key: each still reaches "Write the alert", which says which.
    findLead(name, NODE.lookForLead, table, [1320, 620]),
    node(name, NODE.writeAlert, "code", 2, [1540, 620], { jsCode: WRITE_ALERT_CODE }),
    ifTrue(name, NODE.answered, "={{ $json.answered }}", [1760, 620]),
    respond(
      name,
      NODE.answer500,
      500,
      "The workflow failed on this submission and did not keep it. Please try again later.",
      [1980, 720],
    ),
    node(name, NODE.raise, "stopAndError", 1, [2200, 620], {
      errorMessage: `={{ $('${NODE.writeAlert}').first().json.alert }}`,
    }),
  ];
  // Error outputs come last: output 1 for one-output nodes, output 2 for an If.
  const connections = {
    [NODE.webhook]: to([NODE.check]),
    [NODE.check]: to([NODE.fits], [NODE.explain]),
    [NODE.fits]: to([NODE.seen], [NODE.answer4xx], [NODE.explain]),
    [NODE.seen]: to([NODE.lookupFailed]),
    // A probe reads the table before it is answered, so the check finds a table that is gone.
    [NODE.lookupFailed]: to([NODE.explain], [NODE.probe], [NODE.explain]),
    [NODE.probe]: to([NODE.notAnnounced], [NODE.repeat], [NODE.explain]),
    [NODE.notAnnounced]: to([NODE.answerProbe]),
    [NODE.repeat]: to([NODE.announcedBefore], [NODE.row], [NODE.explain]),
    // A repeat of a lead whose e-mail never went is answered and e-mailed as a new one.
    [NODE.announcedBefore]: to([NODE.answerRepeat], [NODE.answer200], [NODE.explain]),
    [NODE.row]: to([NODE.keep], [NODE.explain]),
    [NODE.keep]: to([NODE.answer200], [NODE.explain]),
    [NODE.answer200]: to([NODE.email]),
    [NODE.email]: to([NODE.markAnnounced], [NODE.explain]),
    [NODE.markAnnounced]: to([], [NODE.explain]),
    [NODE.explain]: to([NODE.lookForLead]),
    [NODE.lookForLead]: to([NODE.writeAlert]),
    [NODE.writeAlert]: to([NODE.answered]),
    [NODE.answered]: to([NODE.raise], [NODE.answer500]),
    [NODE.answer500]: to([NODE.raise]),
  };
  return { name, nodes, connections, settings: alertingSettings(settings) };
}

/**
 * The workflow that e-mails the agency when any lead workflow's run fails. Each lead workflow names
 * it as its error workflow (provisioning sets that; by hand: Settings, Error workflow).
 */
export function alertWorkflow(settings: ReceiverSettings = {}) {
  const name = ALERT_WORKFLOW_NAME;
  return {
    name,
    nodes: [
      node(name, NODE.errorTrigger, "errorTrigger", 1, [0, 300], {}),
      node(name, NODE.describe, "code", 2, [220, 300], { jsCode: DESCRIBE_CODE }),
      sendEmail(name, NODE.alert, settings, { subject: "={{ $json.subject }}", text: "={{ $json.text }}" }, [440, 300]),
    ],
    connections: { [NODE.errorTrigger]: to([NODE.describe]), [NODE.describe]: to([NODE.alert]) },
    settings: WORKFLOW_SETTINGS,
  };
}

/**
 * The resend workflow's "Sort them out" Code node: each lead still not announced becomes an e-mail,
 * written from its row as the lead workflow wrote it, or, a day after it came in, one line of the
 * give-up alert.
 */
const SORT_OUT_CODE = `// Written by @grand-river/webhooks (src/n8n/workflows.ts): the rows not yet announced, from the table.
${MAIL_HELPERS}
// Each form's field its e-mail subject names, and its e-mail address field (none in the work log).
const SUBJECT = ${JSON.stringify(Object.fromEntries(LEAD_FORMS.map((form) => [form, WEBHOOK_FORM_TABLE[form].subject])))};
const REPLY_TO = ${JSON.stringify(Object.fromEntries(LEAD_FORMS.map((form) => [form, emailFieldOf(form) ?? ""])))};
const NOT_FIELDS = new Set(["id", "form", "submission", "receivedAt", "announced", "givenUp", "createdAt", "updatedAt"]);
const DAY_MS = ${RESEND_FOR_HOURS} * 60 * 60 * 1000;
const out = [];
const seen = new Set();
for (const { json: row } of $input.all()) {
  if (row.announced !== false || row.givenUp === true || !row.submission || seen.has(row.submission)) continue;
  seen.add(row.submission);
  const fields = Object.entries(row)
    .filter(([field, value]) => !NOT_FIELDS.has(field) && value !== null && value !== undefined)
    .map(([field, value]) => {
      let shownValue = value;
      if (typeof value === "string" && value.startsWith("[")) {
        try { shownValue = JSON.parse(value); } catch {}
      }
      return labelOf(field) + ": " + shown(shownValue);
    })
    .join("\\n");
  const giveUp = Date.now() - new Date(row.receivedAt).getTime() > DAY_MS;
  const subject = row[SUBJECT[row.form]];
  const who = typeof subject === "string" && subject.trim() ? subject : "";
  const replyTo = row[REPLY_TO[row.form]];
  out.push({
    json: {
      giveUp,
      submission: row.submission,
      form: row.form,
      receivedAt: row.receivedAt,
      subject: "New lead from the " + row.form + " form" + (who ? ": " + who.trim().slice(0, 80) : "") + " (sent late)",
      replyTo: typeof replyTo === "string" ? replyTo : "",
      text: "A lead came in through the site's " + row.form + " form at " + row.receivedAt +
        "; its first e-mail did not go, so it is sent now.\\n\\n" + fields +
        "\\n\\nSubmission: " + row.submission + "\\nKept in the n8n data table \\"${LEADS_TABLE_NAME}\\".",
    },
  });
}
return out;
`;

/** The give-up alert's Code node: one e-mail for every lead the resend workflow stops trying. */
const WRITE_GIVE_UP_CODE = `const leads = $input.all().map((each) => each.json);
return [{
  json: {
    subject: leads.length + " lead" + (leads.length === 1 ? " was" : "s were") + " never e-mailed after a day of tries",
    text: "These leads are kept in the n8n data table \\"${LEADS_TABLE_NAME}\\" but their e-mail never went, after a day of tries " +
      "every few minutes. Read them there (announced: false), answer them by hand, then set announced to true.\\n\\n" +
      leads.map((lead) => "- " + lead.submission + " (" + lead.form + " form, " + lead.receivedAt + ")").join("\\n"),
    submissions: leads.map((lead) => lead.submission),
  },
}];
`;

/** Marks the row of `submission` (an expression) with `values`. */
function markRow(
  scope: string,
  name: string,
  table: ReturnType<typeof tableLocator>,
  submission: string,
  values: Record<string, boolean>,
  position: [number, number],
) {
  return node(scope, name, "dataTable", 1, position, {
    operation: "update",
    dataTableId: table,
    matchType: "allConditions",
    filters: { conditions: [{ keyName: "submission", keyValue: submission }] },
    columns: { mappingMode: "defineBelow", value: values, matchingColumns: [], schema: [] },
    options: {},
  });
}

/**
 * The workflow that sends the leads kept but never e-mailed, without the owner: every few minutes
 * (and at once when `grand-river-webhooks resend` calls its webhook) it reads the table's rows still
 * not announced, e-mails each and marks it announced once the send is confirmed; a lead still not
 * sent a day after it came in is given up with one alert. From the table, never from a visitor's copy.
 */
export function resendWorkflow(settings: ReceiverSettings = {}) {
  const name = RESEND_WORKFLOW_NAME;
  const table = tableLocator(settings.tableId);
  const nodes = [
    node(name, NODE.schedule, "scheduleTrigger", 1.2, [0, 200], {
      rule: { interval: [{ field: "minutes", minutesInterval: settings.resendEveryMinutes ?? RESEND_EVERY_MINUTES }] },
    }),
    node(
      name,
      NODE.resendNow,
      "webhook",
      2,
      [0, 400],
      // Answered at once; `resend` reads the run through n8n's API once it is over.
      {
        httpMethod: "POST",
        path: settings.resendPath ?? "grand-river-resend",
        responseMode: "onReceived",
        options: {},
      },
      { webhookId: stableId("resend/webhook-id") },
    ),
    node(name, NODE.unannounced, "dataTable", 1, [220, 300], {
      operation: "get",
      dataTableId: table,
      matchType: "allConditions",
      filters: { conditions: [{ keyName: "announced", condition: "isFalse" }] },
      returnAll: true,
    }),
    node(name, NODE.sortOut, "code", 2, [440, 300], { jsCode: SORT_OUT_CODE }),
    ifTrue(name, NODE.overADay, "={{ $json.giveUp }}", [660, 300]),
    sendEmail(
      name,
      NODE.emailLead,
      settings,
      { subject: "={{ $json.subject }}", text: "={{ $json.text }}", replyTo: "={{ $json.replyTo }}" },
      [880, 400],
      // One try a run, no waits: n8n runs one production run at a time, so waits here would hold
      // visitors' leads behind an SMTP outage; the next run tries again.
      { onError: "continueErrorOutput" },
    ),
    markRow(
      name,
      NODE.markResent,
      table,
      `={{ $('${NODE.sortOut}').item.json.submission }}`,
      { announced: true },
      [1100, 400],
    ),
    node(name, NODE.writeGiveUp, "code", 2, [880, 200], { jsCode: WRITE_GIVE_UP_CODE }),
    sendEmail(
      name,
      NODE.emailGiveUp,
      settings,
      { subject: "={{ $json.subject }}", text: "={{ $json.text }}" },
      [1100, 200],
      { retryOnFail: true, maxTries: 3, waitBetweenTries: 5000 },
    ),
    node(name, NODE.eachGivenUp, "code", 2, [1320, 200], {
      jsCode: `return $('${NODE.writeGiveUp}').first().json.submissions.map((submission) => ({ json: { submission } }));`,
    }),
    markRow(name, NODE.markGivenUp, table, "={{ $json.submission }}", { givenUp: true }, [1540, 200]),
  ];
  const connections = {
    [NODE.schedule]: to([NODE.unannounced]),
    [NODE.resendNow]: to([NODE.unannounced]),
    [NODE.unannounced]: to([NODE.sortOut]),
    [NODE.sortOut]: to([NODE.overADay]),
    [NODE.overADay]: to([NODE.writeGiveUp], [NODE.emailLead]),
    // A send that failed leaves its row not announced, for the next run.
    [NODE.emailLead]: to([NODE.markResent], []),
    [NODE.writeGiveUp]: to([NODE.emailGiveUp]),
    [NODE.emailGiveUp]: to([NODE.eachGivenUp]),
    [NODE.eachGivenUp]: to([NODE.markGivenUp]),
  };
  return { name, nodes, connections, settings: alertingSettings(settings) };
}
