/**
 * What a receiver may accept from each form: the fields of spec §7, their types, and the rules the
 * forms themselves enforce before they send. One function for every receiver this package knows:
 * the local inbox runs it, and the n8n workflows in `receivers/n8n/` carry its source text in their
 * "Check the body" step (`receivers/n8n/generate.mjs` writes them; a test keeps them equal).
 *
 * Never stricter than the forms: a body a form can send always passes, because in `no-cors` mode a
 * receiver that refuses a real lead loses it without anyone seeing. Every field must be present
 * (the forms always send all of them, "" for an optional one left empty), and no other field may
 * be (a bot posting straight to the address, the spam-trap field among them).
 *
 * Self-contained on purpose: no imports and nothing from the module around it, so its source runs
 * as it is inside an n8n Code node.
 *
 * @param {string} form one of the five forms, such as "contact"
 * @param {unknown} body the parsed JSON body
 * @returns {string[]} one plain sentence per problem, naming the field; empty when the body fits
 */
export function payloadProblems(form, body) {
  // Each field's kind; an array lists the only values the field may take.
  /** @type {Record<string, Record<string, string | string[]>>} */
  const shapes = {
    newsletter: { email: "email", timestamp: "timestamp", source: ["newsletter", "newsletter-section"] },
    report: {
      name: "required",
      email: "email",
      company: "text",
      website: "text",
      businessSpecialization: "text",
      challenges: "text",
      notes: "text",
      newsletter: "boolean",
      timestamp: "timestamp",
      source: ["ai_report_page"],
    },
    playbook: {
      fullName: "required",
      businessName: "required",
      businessWebsite: "text",
      industry: "required",
      teamSize: ["solo", "small", "medium", "large"],
      painPoint: "painPoint",
      aiFamiliarity: "familiarity",
      apps: "apps",
      aiQuestion: "text",
      email: "email",
    },
    contact: { name: "required", email: "email", phone: "text", message: "required", timestamp: "timestamp" },
    worklog: {
      date: "required",
      dayOfWeek: "required",
      clientName: "required",
      worker: "required",
      startTime: "required",
      endTime: "required",
      breakTime: "amount",
      hourlyRate: "amount",
      workDescription: "required",
      totalTime: "required",
      netPay: "required",
      timestamp: "timestamp",
    },
  };
  const MOST_PROBLEMS_NAMED = 10;

  /** @param {unknown} value */
  const describe = (value) => {
    if (value === null) return "null";
    if (Array.isArray(value)) return "a list";
    if (typeof value === "string") return "text";
    if (typeof value === "number")
      return Number.isFinite(value) ? String(value).slice(0, 24) : "a number too large for JSON";
    if (typeof value === "boolean") return value ? "true" : "false";
    return typeof value === "object" ? "an object" : typeof value;
  };
  // A name the sender chose, quoted so that no control or direction character in it reaches a log raw.
  /** @param {string} name */
  const quote = (name) => {
    const short = name.length > 40 ? `${name.slice(0, 39)}…` : name;
    const escaped = short.replace(
      // eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole job
      /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff"\\]/g,
      (character) =>
        character === '"' || character === "\\"
          ? `\\${character}`
          : `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    return `"${escaped}"`;
  };
  /** @param {unknown} value */
  const isText = (value) => typeof value === "string";
  /** @param {unknown} value */
  const isFilled = (value) => typeof value === "string" && value.trim() !== "";

  /**
   * What is wrong with one field's value, or "" when nothing is.
   * @param {string | string[]} kind
   * @param {unknown} value
   */
  const fieldProblem = (kind, value) => {
    if (Array.isArray(kind)) {
      return typeof value === "string" && kind.includes(value)
        ? ""
        : `must be ${kind.length === 1 ? "" : "one of "}${kind.map((choice) => `"${choice}"`).join(", ")}`;
    }
    switch (kind) {
      case "text":
        return isText(value) ? "" : `must be text, not ${describe(value)}`;
      case "required":
        if (!isText(value)) return `must be text, not ${describe(value)}`;
        return isFilled(value) ? "" : "must not be empty";
      case "email":
        // Looser than the forms' own check on purpose: every address they accept has this shape.
        if (!isText(value)) return `must be text, not ${describe(value)}`;
        return /^[^\s@]+@[^\s@]+$/.test(value) ? "" : "must be an e-mail address";
      case "timestamp":
        // Exactly what Date.prototype.toISOString writes, as every form sends it.
        if (!isText(value)) return `must be text, not ${describe(value)}`;
        return /^(\d{4}|[+-]\d{6})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) &&
          !Number.isNaN(Date.parse(value))
          ? ""
          : "must be an ISO 8601 time such as 2025-03-10T14:05:00.000Z";
      case "boolean":
        return typeof value === "boolean" ? "" : `must be true or false, not ${describe(value)}`;
      case "painPoint":
        if (!isText(value)) return `must be text, not ${describe(value)}`;
        return value.length <= 100 ? "" : "must be at most 100 characters";
      case "familiarity":
        return Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 5
          ? ""
          : `must be a whole number from 1 to 5, not ${describe(value)}`;
      case "apps":
        return Array.isArray(value) && value.length > 0 && value.every(isFilled)
          ? ""
          : "must be a list of at least one app id, each as text";
      case "amount":
        return typeof value === "number" && Number.isFinite(value) && value >= 0
          ? ""
          : `must be a number of at least 0, not ${describe(value)}`;
      default:
        return `has an unknown kind ${kind}`;
    }
  };

  if (!Object.prototype.hasOwnProperty.call(shapes, form)) return [`There is no form called ${quote(form)}.`];
  const shape = shapes[form] ?? {};
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return [`The body must be a JSON object with the ${form} form's fields, not ${describe(body)}.`];
  }
  const record = /** @type {Record<string, unknown>} */ (body);
  /** @type {string[]} */
  const problems = [];
  for (const [field, kind] of Object.entries(shape)) {
    if (!Object.prototype.hasOwnProperty.call(record, field)) {
      problems.push(`"${field}" is missing.`);
      continue;
    }
    const problem = fieldProblem(kind, record[field]);
    if (problem) problems.push(`"${field}" ${problem}.`);
  }
  for (const field of Object.keys(record)) {
    if (!Object.prototype.hasOwnProperty.call(shape, field)) {
      problems.push(`${quote(field)} is not a field of the ${form} form.`);
    }
  }
  if (problems.length <= MOST_PROBLEMS_NAMED) return problems;
  return [...problems.slice(0, MOST_PROBLEMS_NAMED), `…and ${problems.length - MOST_PROBLEMS_NAMED} more problems.`];
}
