/**
 * The JSON bodies of the five webhook calls (spec §7, calls #1–#5), each described once as a valibot
 * schema: the client's types are inferred from them, and the local inbox and the n8n workflows check
 * every body against them (`shape.ts`). Field names are the spec's, letter for letter, because the
 * receiving workflows map them by name.
 *
 * Never stricter than the forms: a body a form can send always passes, because in `no-cors` mode a
 * receiver that refuses a real lead loses it without anyone seeing. Every field must be present (the
 * forms send "" for an optional one left empty), and no other field may be (`strictObject`), so a
 * bot posting straight to the address, the spam-trap field among them, is refused.
 *
 * The messages finish the sentence `"<field>" …`; the shape check adds what it got instead.
 */
import * as v from "valibot";
import type { WebhookForm } from "./forms.js";

const TEXT = "must be text";

/** One of `options`, and the words that say so when a body holds anything else. */
function oneOf<const Options extends readonly string[]>(options: Options) {
  const listed = options.map((option) => `"${option}"`).join(", ");
  return v.picklist(options, `must be ${options.length === 1 ? listed : `one of ${listed}`}`);
}

/** Any text, "" included: an optional field left empty. */
const text = v.string(TEXT);

/** Text with something in it besides spaces. */
const required = v.pipe(v.string(TEXT), v.regex(/\S/, "must not be empty"));

/** Looser than the forms' own check on purpose: every address they accept has this shape. */
const email = v.pipe(v.string(TEXT), v.regex(/^[^\s@]+@[^\s@]+$/, "must be an e-mail address"));

/** Exactly what `Date.prototype.toISOString` writes, as every form sends it. */
const timestamp = v.pipe(
  v.string(TEXT),
  v.regex(
    /^(\d{4}|[+-]\d{6})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/,
    "must be an ISO 8601 time such as 2025-03-10T14:05:00.000Z",
  ),
);

const AMOUNT = "must be a number of at least 0";

/** A count or a price: a JSON number (never text), 0 or more. */
const amount = v.pipe(v.number(AMOUNT), v.finite(AMOUNT), v.minValue(0, AMOUNT));

/** The most characters the Playbook's pain point may have. */
export const PAIN_POINT_MAX_LENGTH = 100;

/** The Playbook team sizes, shown as Solo, 2-10, 11-50 and 50+. */
const teamSize = oneOf(["solo", "small", "medium", "large"]);

const FAMILIARITY = "must be a whole number from 1 to 5";

const APPS = "must be a list of at least one app id, each as text";

/** Every form's payload schema, keyed by form. */
export const PAYLOAD_SCHEMAS = {
  /** Call #1: a newsletter sign-up, from the standalone form or the home page section. */
  newsletter: v.strictObject({
    email,
    /** When the visitor submitted, as an ISO 8601 string. */
    timestamp,
    /** The spec gives the two newsletter forms different sources; both are kept. */
    source: oneOf(["newsletter", "newsletter-section"]),
  }),

  /** Call #2: the AI Strategy Report details, sent after payment. */
  report: v.strictObject({
    name: required,
    email,
    company: text,
    /** The business website as typed, or "" when left empty. */
    website: text,
    businessSpecialization: text,
    challenges: text,
    notes: text,
    /** Whether the buyer also wants the newsletter; the form ticks it by default. */
    newsletter: v.boolean("must be true or false"),
    /** When the buyer submitted, as an ISO 8601 string. */
    timestamp,
    source: oneOf(["ai_report_page"]),
  }),

  /** Call #3: a Weekly AI Playbook sign-up. The spec lists no timestamp for this call. */
  playbook: v.strictObject({
    fullName: required,
    businessName: required,
    /** The business website, or "" when left empty. */
    businessWebsite: text,
    industry: required,
    teamSize,
    /** At most 100 characters. */
    painPoint: v.pipe(
      v.string(TEXT),
      v.maxLength(PAIN_POINT_MAX_LENGTH, `must be at most ${PAIN_POINT_MAX_LENGTH} characters`),
    ),
    /** A whole number from 1 (new to AI) to 5 (very familiar); a number, not text. */
    aiFamiliarity: v.pipe(
      v.number(FAMILIARITY),
      v.integer(FAMILIARITY),
      v.minValue(1, FAMILIARITY),
      v.maxValue(5, FAMILIARITY),
    ),
    /** The chosen app ids, such as "gmail" or "google-calendar". */
    apps: v.pipe(v.array(v.pipe(v.string(APPS), v.regex(/\S/, APPS)), APPS), v.minLength(1, APPS)),
    /** Optional; "" when left empty. */
    aiQuestion: text,
    email,
  }),

  /** Call #4: a message from the contact page. */
  contact: v.strictObject({
    name: required,
    email,
    /** Optional; "" when left empty. */
    phone: text,
    message: required,
    /** When the visitor submitted, as an ISO 8601 string. */
    timestamp,
  }),

  /** Call #5: one entry of the internal work log. */
  worklog: v.strictObject({
    /** The work day, "yyyy-MM-dd". */
    date: required,
    /** The English weekday name of `date`, such as "Monday". */
    dayOfWeek: required,
    clientName: required,
    /** A named worker or "Other". */
    worker: required,
    /** "HH:mm", 24-hour. */
    startTime: required,
    /** "HH:mm", 24-hour. */
    endTime: required,
    /** Minutes of break as a number (0 when none), so workflows can do arithmetic on it. */
    breakTime: amount,
    /** Dollars per hour as a number, such as 25.5. */
    hourlyRate: amount,
    workDescription: required,
    /** Worked time as text, "Xh Ym", such as "8h 0m". */
    totalTime: required,
    /** Dollars as text with exactly two decimals, such as "204.00", so cents are never lost. */
    netPay: required,
    /** When the entry was submitted, as an ISO 8601 string. */
    timestamp,
  }),
} satisfies Record<WebhookForm, v.GenericSchema>;

/** The JSON body a form posts to its webhook. */
export type Payload<Form extends WebhookForm> = v.InferOutput<(typeof PAYLOAD_SCHEMAS)[Form]>;

/** Call #1: a newsletter sign-up, from the standalone form or the home page section. */
export type NewsletterPayload = Payload<"newsletter">;
/** Call #2: the AI Strategy Report details, sent after payment. */
export type ReportPayload = Payload<"report">;
/** Call #3: a Weekly AI Playbook sign-up. */
export type PlaybookPayload = Payload<"playbook">;
/** Call #4: a message from the contact page. */
export type ContactPayload = Payload<"contact">;
/** Call #5: one entry of the internal work log. */
export type WorklogPayload = Payload<"worklog">;

/** The Playbook team sizes, shown as Solo, 2-10, 11-50 and 50+. */
export type PlaybookTeamSize = v.InferOutput<typeof teamSize>;
