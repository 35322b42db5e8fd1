import { tooLongMessage } from "../validation/limits.js";
import type { ToastWords, TooLongMessage } from "../words/types.js";

/** What the work-log form's schema says under a field (spec §5). */
export interface WorklogErrors {
  readonly date: string;
  readonly dayOfWeek: string;
  readonly clientName: string;
  readonly worker: string;
  readonly startTime: string;
  readonly endTime: string;
  /** Under a break that is not a number of minutes from 0 up. */
  readonly breakTime: string;
  /** Under an empty hourly rate. */
  readonly hourlyRate: string;
  /** Under a rate below 0. */
  readonly hourlyRateNegative: string;
  readonly workDescription: string;
  readonly tooLong: TooLongMessage;
}

/** Every word the work-log form and its calculator show or announce. */
export interface WorklogMessages {
  /** The entry's heading, which also names its form (spec §2.14). */
  readonly heading: string;
  /** The four sections' legends. */
  readonly sections: {
    readonly dateAndTime: string;
    readonly people: string;
    readonly timeTracking: string;
    readonly workDetails: string;
  };
  readonly fields: {
    readonly date: { readonly label: string };
    readonly dayOfWeek: { readonly label: string; readonly hint: string };
    readonly clientName: { readonly label: string };
    readonly worker: { readonly label: string };
    readonly startTime: { readonly label: string };
    readonly endTime: { readonly label: string };
    readonly breakTime: { readonly label: string };
    readonly hourlyRate: { readonly label: string };
    readonly workDescription: { readonly label: string };
  };
  /** The label of the worker choice for anyone else; the webhook still receives "Other". */
  readonly otherWorker: string;
  /** The live totals. What they show; the webhook receives the spec's "Xh Ym" and "0.00" whatever these say. */
  readonly totals: {
    readonly timeLabel: string;
    readonly payLabel: string;
    /** Worked time as shown, such as "8h 0m". */
    readonly time: (hours: number, minutes: number) => string;
    /** Net pay as shown, such as "$204.00". */
    readonly pay: (amount: number) => string;
  };
  /** The button's words. */
  readonly submit: string;
  /** What the button reads while the entry is on its way (spec §4). */
  readonly busy: string;
  readonly errors: WorklogErrors;
  readonly toasts: { readonly failed: ToastWords; readonly success: ToastWords };
  /** The confirmation panel that replaces the form once an entry is sent. */
  readonly submitted: {
    readonly heading: string;
    readonly message: string;
    /** The button back to a fresh entry (spec §2.14). */
    readonly againLabel: string;
  };
}

const success = {
  title: "Work Log Submitted Successfully!",
  description: "Your work log has been recorded and submitted.",
};

/** The work log's words in English: the spec's, letter for letter, where it gives them (§2.14, §5, §8). */
export const worklogMessages: WorklogMessages = {
  heading: "Work Log Entry",
  sections: {
    dateAndTime: "Date and Time",
    people: "People",
    timeTracking: "Time Tracking",
    workDetails: "Work Details",
  },
  fields: {
    date: { label: "Date" },
    dayOfWeek: { label: "Day of week", hint: "Set from the date." },
    clientName: { label: "Client name" },
    worker: { label: "Worker" },
    startTime: { label: "Start time" },
    endTime: { label: "End time" },
    breakTime: { label: "Break (minutes)" },
    hourlyRate: { label: "Hourly rate ($)" },
    workDescription: { label: "Work description" },
  },
  otherWorker: "Other",
  totals: {
    timeLabel: "Total time",
    payLabel: "Net pay",
    time: (hours, minutes) => `${hours}h ${minutes}m`,
    pay: (amount) => amount.toLocaleString("en-US", { style: "currency", currency: "USD" }),
  },
  submit: "Submit Work Log",
  busy: "Submitting...",
  errors: {
    date: "Date is required",
    dayOfWeek: "Day of week is required",
    clientName: "Client name is required",
    worker: "Worker selection is required",
    startTime: "Start time is required",
    endTime: "End time is required",
    breakTime: "Break time must be a non-negative number",
    hourlyRate: "Hourly rate is required",
    hourlyRateNegative: "Hourly rate must be a non-negative number",
    workDescription: "Work description is required",
    tooLong: tooLongMessage,
  },
  toasts: {
    failed: { title: "Submission Error", description: "Failed to submit work log. Please try again." },
    success,
  },
  submitted: { heading: success.title, message: success.description, againLabel: "Submit Another Work Log" },
};
