import type { ContactPayload, NewsletterPayload, PlaybookPayload, ReportPayload, WorklogPayload } from "../payloads.js";

/**
 * One body per form exactly as the forms build it (packages/forms `*\/payload.ts`): every field
 * present, "" for an optional one left empty, numbers as numbers. For tests of receivers.
 */
export const formBodies = {
  newsletter: {
    email: "grace@example.com",
    timestamp: "2025-03-10T14:05:00.000Z",
    source: "newsletter",
  } satisfies NewsletterPayload,
  report: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines Ltd",
    website: "",
    businessSpecialization: "Computing",
    challenges: "Too many punched cards.",
    notes: "",
    newsletter: true,
    timestamp: "2025-03-10T14:05:00.000Z",
    source: "ai_report_page",
  } satisfies ReportPayload,
  playbook: {
    fullName: "Grace Hopper",
    businessName: "Compilers Inc",
    businessWebsite: "https://example.com",
    industry: "Software",
    teamSize: "small",
    painPoint: "Manual invoicing",
    aiFamiliarity: 3,
    apps: ["gmail", "google-calendar"],
    aiQuestion: "",
    email: "grace@example.com",
  } satisfies PlaybookPayload,
  contact: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "",
    message: "Please automate our invoices.",
    timestamp: "2025-03-10T14:05:00.000Z",
  } satisfies ContactPayload,
  worklog: {
    date: "2025-03-10",
    dayOfWeek: "Monday",
    clientName: "Acme",
    worker: "Other",
    startTime: "09:00",
    endTime: "17:30",
    breakTime: 30,
    hourlyRate: 25.5,
    workDescription: "Invoice automation",
    totalTime: "8h 0m",
    netPay: "204.00",
    timestamp: "2025-03-10T17:31:00.000Z",
  } satisfies WorklogPayload,
};
