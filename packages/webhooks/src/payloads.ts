/**
 * The JSON bodies of the five webhook calls (spec §7, calls #1–#5). Field names are the spec's,
 * letter for letter, because the receiving workflows map them by name.
 */

/** Call #1: a newsletter sign-up, from the standalone form or the home page section. */
export interface NewsletterPayload {
  email: string;
  /** When the visitor submitted, as an ISO 8601 string. */
  timestamp: string;
  /** The spec gives the two newsletter forms different sources; both are kept. */
  source: "newsletter" | "newsletter-section";
}

/** Call #2: the AI Strategy Report details, sent after payment. */
export interface ReportPayload {
  name: string;
  email: string;
  company: string;
  /** The business website as typed, or "" when left empty. */
  website: string;
  businessSpecialization: string;
  challenges: string;
  notes: string;
  /** Whether the buyer also wants the newsletter; the form ticks it by default. */
  newsletter: boolean;
  /** When the buyer submitted, as an ISO 8601 string. */
  timestamp: string;
  source: "ai_report_page";
}

/** The Playbook team sizes, shown as Solo, 2-10, 11-50 and 50+. */
export type PlaybookTeamSize = "solo" | "small" | "medium" | "large";

/** Call #3: a Weekly AI Playbook sign-up. The spec lists no timestamp for this call. */
export interface PlaybookPayload {
  fullName: string;
  businessName: string;
  /** The business website, or "" when left empty. */
  businessWebsite: string;
  industry: string;
  teamSize: PlaybookTeamSize;
  /** At most 100 characters. */
  painPoint: string;
  /** A whole number from 1 (new to AI) to 5 (very familiar); a number, not text. */
  aiFamiliarity: number;
  /** The chosen app ids, such as "gmail" or "google-calendar". */
  apps: string[];
  /** Optional; "" when left empty. */
  aiQuestion: string;
  email: string;
}

/** Call #4: a message from the contact page. */
export interface ContactPayload {
  name: string;
  email: string;
  /** Optional; "" when left empty. */
  phone: string;
  message: string;
  /** When the visitor submitted, as an ISO 8601 string. */
  timestamp: string;
}

/** Call #5: one entry of the internal work log. */
export interface WorklogPayload {
  /** The work day, "yyyy-MM-dd". */
  date: string;
  /** The English weekday name of `date`, such as "Monday". */
  dayOfWeek: string;
  clientName: string;
  /** A named worker or "Other". */
  worker: string;
  /** "HH:mm", 24-hour. */
  startTime: string;
  /** "HH:mm", 24-hour. */
  endTime: string;
  /** Minutes of break as a number (0 when none), so workflows can do arithmetic on it. */
  breakTime: number;
  /** Dollars per hour as a number, such as 25.5. */
  hourlyRate: number;
  workDescription: string;
  /** Worked time as text, "Xh Ym", such as "8h 0m". */
  totalTime: string;
  /** Dollars as text with exactly two decimals, such as "204.00", so cents are never lost. */
  netPay: string;
  /** When the entry was submitted, as an ISO 8601 string. */
  timestamp: string;
}
