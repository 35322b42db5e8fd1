/**
 * Writes the importable n8n workflows in this folder, one per form, from one template and from the
 * same shape check the local inbox runs (`src/shape.mjs`), so what the inbox accepts and what the
 * workflows accept cannot drift. A test regenerates them and compares.
 *
 *   node receivers/n8n/generate.mjs [--origin https://www.example.com] [--out folder]
 *
 * Each workflow: a Webhook node (POST, answered by "Respond to Webhook" nodes, CORS for the site's
 * origin only) → "Check the body" (parses the text/plain body, refuses what breaks spec §7 with 400)
 * → "Drop repeats" (n8n's Remove Duplicates, keyed on `?submission=`) → "Lead" (the body's fields,
 * where your own steps start) → "Answer 200". Every node that can fail has its error output wired to
 * a reply, because an error nobody answers makes n8n reply 200 with an empty body: a lost lead that
 * looks sent.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

/** The five forms, in the order of spec §7. */
export const N8N_FORMS = /** @type {const} */ (["newsletter", "report", "playbook", "contact", "worklog"]);

/** The site's origin the shipped files allow; the README says to change it in each Webhook node. */
export const N8N_DEFAULT_ORIGIN = "https://grandriverai.com";

/**
 * How many submission keys "Drop repeats" remembers. Repeats come from a visitor's retry within
 * minutes; n8n reads and writes the whole history on every execution, so a short one stays cheap.
 */
export const N8N_HISTORY_SIZE = 1000;

/**
 * The shape check's source text, as written in src/shape.mjs (read from the file rather than with
 * `Function.prototype.toString`, which a test runner's transform would change).
 */
const SHAPE_CHECK_SOURCE = (() => {
  const source = readFileSync(new URL("../../src/shape.mjs", import.meta.url), "utf8");
  const start = source.indexOf("export function payloadProblems(");
  if (start === -1) throw new Error("src/shape.mjs no longer exports function payloadProblems");
  return source.slice(start + "export ".length).trimEnd();
})();

/** The largest body "Check the body" takes, in characters: the 64 KB the site's forms stay within. */
const BODY_LIMIT = 64 * 1024;

/** Node names, which the connections and expressions refer to. */
export const NODE = /** @type {const} */ ({
  webhook: "Webhook",
  check: "Check the body",
  fits: "Fits the form?",
  dropRepeats: "Drop repeats",
  historyFull: "History is full",
  afresh: "Start the history afresh",
  dropRepeatsAgain: "Drop repeats again",
  lead: "Lead (your steps start here)",
  forget: "Forget repeats",
  answer200: "Answer 200",
  answer4xx: "Answer 4xx",
  answer500: "Answer 500",
});

/** What "Check the body" decided, read by name: the item a node receives after an error holds only the error. */
const CHECKED = `$('${NODE.check}').first().json`;

/**
 * The JavaScript of the "Check the body" Code node for `form`: it reads the webhook's item, parses
 * the body when it arrives as text (a browser's no-cors post is text/plain, so n8n hands it over as
 * one string), runs the shape check, and says what to answer.
 * @param {string} form
 */
export function checkCode(form) {
  return `// Written by @grand-river/webhooks (receivers/n8n/generate.mjs) from the shape check its local
// inbox runs. It parses the body, checks it against spec §7's ${form} fields, and picks the key
// that "Drop repeats" uses: the ?submission= id (the same for every retry of one form's draft),
// or, without one, a hash of the body.
const FORM = ${JSON.stringify(form)};
const BODY_LIMIT = ${BODY_LIMIT};
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

const refuse = (status, message) => [{ json: { ok: false, status, message } }];
const request = $input.first().json;
const raw = request.body;
let body = raw;
if (typeof raw === "string") {
  if (raw.length > BODY_LIMIT) return refuse(413, "The body is larger than 64 KB.");
  try {
    body = JSON.parse(raw);
  } catch {
    return refuse(400, "The body is not valid JSON.");
  }
}
const problems = payloadProblems(FORM, body);
if (problems.length > 0) {
  return refuse(400, "The " + FORM + " body does not match spec §7:\\n" + problems.map((p) => "- " + p).join("\\n"));
}
const id = request.query && typeof request.query.submission === "string" ? request.query.submission.slice(0, 200) : "";
const dedupeKey = id ? "submission:" + id : "body:" + hashOf(typeof raw === "string" ? raw : JSON.stringify(raw));
return [{ json: { ok: true, status: 200, submission: id || null, dedupeKey, lead: body } }];
`;
}

/**
 * A stable id for a node or a webhook, so regenerating gives the same file.
 * @param {string} text
 */
function stableId(text) {
  const hex = createHash("sha256").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A "Respond to Webhook" node answering plain text.
 * @param {string} form
 * @param {string} name
 * @param {string | number} code a status, or an expression for one
 * @param {string} text
 * @param {[number, number]} position
 */
function respond(form, name, code, text, position) {
  return {
    id: stableId(`${form}/${name}`),
    name,
    type: "n8n-nodes-base.respondToWebhook",
    typeVersion: 1.1,
    position,
    parameters: {
      respondWith: "text",
      responseBody: text,
      options: {
        responseCode: code,
        responseHeaders: { entries: [{ name: "Content-Type", value: "text/plain; charset=utf-8" }] },
      },
    },
  };
}

/**
 * A Remove Duplicates node: `removeItemsSeenInPreviousExecutions` to drop repeats, or
 * `clearDeduplicationHistory` to forget them. Both share the workflow's history ("scope": workflow),
 * so a clear in one node empties what the others remember.
 * @param {string} form
 * @param {string} name
 * @param {"drop" | "clear"} what
 * @param {[number, number]} position
 */
function removeDuplicates(form, name, what, position) {
  const parameters =
    what === "drop"
      ? {
          operation: "removeItemsSeenInPreviousExecutions",
          logic: "removeItemsWithAlreadySeenKeyValues",
          dedupeValue: `={{ ${CHECKED}.dedupeKey }}`,
          options: { scope: "workflow", historySize: N8N_HISTORY_SIZE },
        }
      : { operation: "clearDeduplicationHistory", mode: "cleanDatabase", options: { scope: "workflow" } };
  return {
    id: stableId(`${form}/${name}`),
    name,
    type: "n8n-nodes-base.removeDuplicates",
    typeVersion: 2,
    position,
    parameters,
    onError: "continueErrorOutput",
  };
}

/**
 * An If node (v2.2) with one condition on the item.
 * @param {string} form
 * @param {string} name
 * @param {string} leftValue
 * @param {{ type: string, operation: string }} operator
 * @param {[number, number]} position
 */
function ifNode(form, name, leftValue, operator, position) {
  return {
    id: stableId(`${form}/${name}`),
    name,
    type: "n8n-nodes-base.if",
    typeVersion: 2.2,
    position,
    parameters: {
      conditions: {
        options: { caseSensitive: true, leftValue: "", typeValidation: "strict", version: 2 },
        conditions: [
          {
            id: stableId(`${form}/${name}/condition`),
            leftValue,
            rightValue: "",
            operator: { ...operator, singleValue: true },
          },
        ],
        combinator: "and",
      },
      options: {},
    },
    onError: "continueErrorOutput",
  };
}

/**
 * Connections from `outputs` (one list of target node names per output, in output order).
 * @param {string[][]} outputs
 */
function to(...outputs) {
  return { main: outputs.map((targets) => targets.map((node) => ({ node, type: "main", index: 0 }))) };
}

/**
 * The importable n8n workflow for `form`.
 * @param {(typeof N8N_FORMS)[number]} form
 * @param {{ origin?: string }} [options]
 */
export function n8nWorkflow(form, { origin = N8N_DEFAULT_ORIGIN } = {}) {
  const webhook = {
    id: stableId(`${form}/${NODE.webhook}`),
    name: NODE.webhook,
    type: "n8n-nodes-base.webhook",
    typeVersion: 2,
    position: /** @type {[number, number]} */ ([0, 300]),
    webhookId: stableId(`${form}/webhook-id`),
    parameters: {
      httpMethod: "POST",
      path: `grand-river-${form}`,
      responseMode: "responseNode",
      // Without it n8n answers CORS for any origin that asks.
      options: { allowedOrigins: origin },
    },
  };
  const check = {
    id: stableId(`${form}/${NODE.check}`),
    name: NODE.check,
    type: "n8n-nodes-base.code",
    typeVersion: 2,
    position: /** @type {[number, number]} */ ([220, 300]),
    parameters: { jsCode: checkCode(form) },
    onError: "continueErrorOutput",
  };
  const lead = {
    id: stableId(`${form}/${NODE.lead}`),
    name: NODE.lead,
    type: "n8n-nodes-base.set",
    typeVersion: 3.4,
    position: /** @type {[number, number]} */ ([1320, 200]),
    // The checked body's fields as the item (name, email, …), for the steps that follow.
    parameters: { mode: "raw", jsonOutput: `={{ ${CHECKED}.lead }}`, options: {} },
    onError: "continueErrorOutput",
  };
  // The item out of an error output holds only the error, and n8n sends any item shaped like that
  // down the next node's error output too: this step replaces it, so the history can be restarted.
  const historyFull = {
    id: stableId(`${form}/${NODE.historyFull}`),
    name: NODE.historyFull,
    type: "n8n-nodes-base.set",
    typeVersion: 3.4,
    position: /** @type {[number, number]} */ ([880, 420]),
    parameters: { mode: "raw", jsonOutput: "={{ { historyRestarted: true } }}", options: {} },
    onError: "continueErrorOutput",
  };
  const nodes = [
    webhook,
    check,
    ifNode(form, NODE.fits, `={{ ${CHECKED}.ok }}`, { type: "boolean", operation: "true" }, [440, 300]),
    removeDuplicates(form, NODE.dropRepeats, "drop", [660, 200]),
    historyFull,
    removeDuplicates(form, NODE.afresh, "clear", [1100, 420]),
    removeDuplicates(form, NODE.dropRepeatsAgain, "drop", [1320, 420]),
    lead,
    removeDuplicates(form, NODE.forget, "clear", [1540, 420]),
    respond(form, NODE.answer200, 200, "Received.", [1540, 200]),
    respond(form, NODE.answer4xx, `={{ ${CHECKED}.status }}`, `={{ ${CHECKED}.message }}`, [660, 500]),
    respond(
      form,
      NODE.answer500,
      500,
      "The workflow failed on this submission and did not keep it. Please try again later.",
      [1760, 500],
    ),
  ];
  // Error outputs come last: output 1 for one-output nodes, output 2 for an If. A repeat leaves
  // "Drop repeats" with nothing to pass on, so the execution ends there and n8n itself answers 200
  // with an empty body: the visitor's retry succeeds and nothing is handled twice.
  const connections = {
    [NODE.webhook]: to([NODE.check]),
    [NODE.check]: to([NODE.fits], [NODE.answer500]),
    [NODE.fits]: to([NODE.dropRepeats], [NODE.answer4xx], [NODE.answer500]),
    // n8n's Remove Duplicates fails once its history is full (it never makes room); starting the
    // history afresh then loses only the memory of older submissions, never this one.
    [NODE.dropRepeats]: to([NODE.lead], [NODE.historyFull]),
    [NODE.historyFull]: to([NODE.afresh], [NODE.answer500]),
    [NODE.afresh]: to([NODE.dropRepeatsAgain], [NODE.answer500]),
    [NODE.dropRepeatsAgain]: to([NODE.lead], [NODE.answer500]),
    [NODE.lead]: to([NODE.answer200], [NODE.forget]),
    // The key was recorded before the steps ran: a failed lead must not make its retry look like a
    // repeat. Remove Duplicates can only forget everything, which at worst handles a repeat twice.
    // Its input holds only the error, so n8n sends it down the error output: both lead to 500.
    [NODE.forget]: to([NODE.answer500], [NODE.answer500]),
    [NODE.answer200]: to([], [NODE.answer500]),
    [NODE.answer4xx]: to([], [NODE.answer500]),
  };
  for (const node of nodes) {
    if (node.type === "n8n-nodes-base.respondToWebhook" && node.name !== NODE.answer500) {
      Object.assign(node, { onError: "continueErrorOutput" });
    }
  }
  return {
    name: `Grand River: ${form} form`,
    nodes,
    connections,
    active: false,
    settings: { executionOrder: "v1" },
    pinData: {},
    meta: { templateCredsSetupCompleted: true },
    tags: [],
  };
}

/** Where each form's workflow file lives. */
export function workflowFile(/** @type {string} */ form) {
  return fileURLToPath(new URL(`./grand-river-${form}.json`, import.meta.url));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The repository's own Prettier (a root dev dependency): this script is a tool of the repository,
  // never shipped, and only writing the files needs it, so the tests that import this module do not.
  const { format, resolveConfig } = await import("prettier");
  const { values } = parseArgs({
    options: { origin: { type: "string", default: N8N_DEFAULT_ORIGIN }, out: { type: "string" } },
  });
  for (const form of N8N_FORMS) {
    const file = values.out ? join(values.out, `grand-river-${form}.json`) : workflowFile(form);
    // Formatted as `pnpm format` would, so regenerating leaves an unchanged workflow's file alone.
    const text = await format(JSON.stringify(n8nWorkflow(form, { origin: values.origin })), {
      ...(await resolveConfig(file)),
      parser: "json",
      filepath: file,
    });
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
