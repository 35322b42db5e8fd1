/**
 * The test submission `grand-river-webhooks check` posts to each form's webhook: a body with every
 * field of spec §7, of the right type (so a receiver that checks the shape accepts it), that says
 * plainly it is a test. The e-mail address is on `example.invalid`, a name that can never receive
 * mail, so a workflow that writes back cannot reach anyone.
 */

import type { WebhookForm } from "../forms.js";
import type { Payload } from "../payloads.js";

/** The address every test submission gives: a workflow can filter on it before any side effect. */
export const CHECK_EMAIL = "webhook-check@example.invalid";

const NOTE = "Test submission from grand-river-webhooks check: not a lead, safe to delete.";

/**
 * One test body per form, stamped with `now`.
 */
export function checkSubmissions(now: Date): { [Form in WebhookForm]: Payload<Form> } {
  const timestamp = now.toISOString();
  return {
    newsletter: { email: CHECK_EMAIL, timestamp, source: "newsletter" },
    report: {
      name: "Webhook check (test)",
      email: CHECK_EMAIL,
      company: "Webhook check",
      website: "",
      businessSpecialization: "",
      challenges: NOTE,
      notes: NOTE,
      newsletter: false,
      timestamp,
      source: "ai_report_page",
    },
    playbook: {
      fullName: "Webhook check (test)",
      businessName: "Webhook check",
      businessWebsite: "",
      industry: "Test",
      teamSize: "solo",
      painPoint: "Test submission: not a lead.",
      aiFamiliarity: 3,
      apps: ["gmail"],
      aiQuestion: NOTE,
      email: CHECK_EMAIL,
    },
    contact: { name: "Webhook check (test)", email: CHECK_EMAIL, phone: "", message: NOTE, timestamp },
    worklog: {
      date: timestamp.slice(0, 10),
      dayOfWeek: now.toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" }),
      clientName: "Webhook check (test)",
      worker: "Other",
      startTime: "09:00",
      endTime: "09:00",
      breakTime: 0,
      hourlyRate: 0,
      workDescription: NOTE,
      totalTime: "0h 0m",
      netPay: "0.00",
      timestamp,
    },
  };
}
