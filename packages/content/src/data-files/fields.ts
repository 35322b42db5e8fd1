import * as v from "valibot";
import type { Formatting } from "../markdown/formatting";
import { readMarkdown } from "../markdown/read";
import { imageFileProblem, knownImages } from "./image-files";
import { unknownPlaceholders, type Placeholders } from "./placeholders";
import { charactersOffCard, firstMarkup, hasWords } from "./words";

/**
 * The building blocks of every data file's schema. Each is a valibot schema that validates the
 * field at build time and carries what the editor shows for it (label, hint, choices, limits) as
 * valibot metadata, which `./editor-fields.ts` turns into the editor's field configuration: a
 * field is described once, here.
 *
 * Messages finish the sentence "<file> › <entry> › <field>: …" (see `./describe-issues.ts`).
 */

/** How the editor shows a field, beyond its label and hint. */
export interface EditorHints {
  readonly widget?: "string" | "text" | "markdown" | "datetime" | "image" | "boolean";
  /** The words of each choice of a `choice` field, by value. */
  readonly choiceLabels?: Readonly<Record<string, string>>;
  /** A list's one entry, in the editor's buttons ("Add project") and in build messages. */
  readonly itemLabel?: string;
  /** The field of a list entry that names it, in the editor's collapsed list and in build messages. */
  readonly itemTitleField?: string;
  /** Markdown toolbar buttons, for `markdown` fields. */
  readonly markdownButtons?: readonly string[];
  /** What a `markdown` field's page shows: the rest is shown without its formatting, with a note. */
  readonly formatting?: Formatting;
  /** How much of a text search results and the social card show, told beside its length as it is typed. */
  readonly lengthGuide?: LengthGuide;
  /** A picture's widest place on the page, in CSS pixels: narrower files are warned of (./image-files.ts). */
  readonly shownAt?: number;
}

/** How much of a text is shown where, beside the most it may hold. */
export interface LengthGuide {
  /** About how many characters search results show before cutting the text. */
  readonly searchResults: number;
  /** How many lines of it the social card draws. */
  readonly cardLines: number;
  /** The most characters the field holds. */
  readonly max: number;
}

interface Described {
  readonly label: string;
  readonly hint?: string;
}

/** Label and hint as valibot metadata, for a field whose value is `Value`. */
const title = <Value>(label: string) => v.title<Value, string>(label);
const hintOf = <Value>(hint: string | undefined) => v.description<Value, string>(hint ?? "");
const editorHints = <Value>(editor: EditorHints) => v.metadata<Value, { editor: EditorHints }>({ editor });

/** The placeholders a text may use, each with what it stands for today, after the field's own hint. */
function placeholderHint(hint: string | undefined, placeholders: Placeholders | undefined): string | undefined {
  const entries = Object.entries(placeholders ?? {});
  if (entries.length === 0) return hint;
  const list = entries.map(([name, value]) => `{${name}} (now “${value}”)`).join(", ");
  return `${hint ? `${hint} ` : ""}Braces the site fills in with its current words: ${list}.`;
}

/** What a field may use instead of braces it cannot fill: the ones it can, if any. */
function bracesToUse(placeholders: Placeholders): string {
  const names = Object.keys(placeholders).map((name) => `{${name}}`);
  return names.length === 0
    ? "This field fills in no braces: remove them."
    : `Use one of ${names.join(", ")}, or remove the braces.`;
}

const noUnknownPlaceholders = (placeholders: Placeholders) =>
  v.check<string, (issue: v.CheckIssue<string>) => string>(
    (input) => unknownPlaceholders(input, placeholders).length === 0,
    (issue) =>
      `uses ${unknownPlaceholders(issue.input, placeholders).join(", ")}, which the site cannot fill in. ${bracesToUse(placeholders)}`,
  );

// Spaces alone are no words: a question of three spaces would go live as an empty heading.
const notEmpty = v.check<string, string>((input) => input.trim() !== "", "is empty. Fill it in.");

const withWords = v.check<string, string>(
  (input) => input.trim() === "" || hasWords(input),
  "has no words. Use letters or digits, not only symbols.",
);

const noMarkup = v.check<string, (issue: v.CheckIssue<string>) => string>(
  (input) => firstMarkup(input) === undefined,
  (issue) =>
    `has HTML code, ${firstMarkup(issue.input) ?? ""}, which the site shows as plain text, not as a picture or formatting. Remove it.`,
);

// Only for what the card draws: elsewhere the site's own fonts, and the visitor's, draw any character.
const drawableOnCard = (drawn: boolean) =>
  v.check<string, (issue: v.CheckIssue<string>) => string>(
    // A text of symbols alone is told it has no words, once.
    (input) => !drawn || !hasWords(input) || charactersOffCard(input).length === 0,
    (issue) =>
      `uses ${charactersOffCard(issue.input).join(" ")}, which the social card cannot draw. Use letters, digits and everyday punctuation.`,
  );

const atMost = (max: number) =>
  v.maxLength<string, number, (issue: v.MaxLengthIssue<string, number>) => string>(
    max,
    (issue) => `is ${issue.received} characters long; keep it to ${max}.`,
  );

interface TextOptions extends Described {
  /** The most characters the layout holds. */
  readonly max: number;
  /** Several lines in the editor. */
  readonly multiline?: boolean;
  /** `{name}`s the text may use. */
  readonly placeholders?: Placeholders;
  /** Drawn on the social card, in search results: only the card font's characters, and its length told while typing. */
  readonly shown?: Omit<LengthGuide, "max">;
}

/** A required text field: words (not only symbols), no HTML, at most `max` characters. */
export function text({ label, hint, max, multiline = false, placeholders = {}, shown }: TextOptions) {
  return v.pipe(
    v.string("must be text."),
    notEmpty,
    withWords,
    atMost(max),
    noMarkup,
    drawableOnCard(shown !== undefined),
    noUnknownPlaceholders(placeholders),
    title<string>(label),
    hintOf<string>(placeholderHint(hint, placeholders)),
    editorHints<string>({
      widget: multiline ? "text" : "string",
      ...(shown ? { lengthGuide: { ...shown, max } } : {}),
    }),
  );
}

const HTTPS_LINK = /^https:\/\/[^\s/]+\.[^\s]+$/;

/**
 * An optional web address. The editor writes an empty string when a field is cleared, so empty
 * counts as no link.
 */
export function optionalLink({ label, hint }: Described) {
  return v.optional(
    v.pipe(
      v.string("must be a web address."),
      v.check<string, string>(
        (input) => input === "" || HTTPS_LINK.test(input),
        "must be a full web address starting with https://, such as https://example.com/page.",
      ),
      title<string>(label),
      hintOf<string>(hint),
      editorHints<string>({ widget: "string" }),
    ),
  );
}

interface ChoiceOptions<Value extends string> extends Described {
  /** The words the editor shows for each value. */
  readonly labels: Readonly<Record<Value, string>>;
}

/** One of a fixed list of values, shown by name. */
export function choice<const Value extends string>(
  values: readonly [Value, ...Value[]],
  { label, hint, labels }: ChoiceOptions<Value>,
) {
  const names = values.map((value) => labels[value]).join(", ");
  return v.pipe(
    v.picklist(values, `must be one of: ${names}.`),
    title<Value>(label),
    hintOf<Value>(hint),
    editorHints<Value>({ choiceLabels: labels }),
  );
}

/** An optional choice; the editor writes an empty string when it is cleared. */
export function optionalChoice<const Value extends string>(
  values: readonly [Value, ...Value[]],
  { label, hint, labels }: ChoiceOptions<Value>,
) {
  const names = values.map((value) => labels[value]).join(", ");
  const orEmpty: readonly [Value | "", ...(Value | "")[]] = [...values, ""];
  return v.optional(
    v.pipe(
      v.picklist(orEmpty, `must be one of: ${names}, or left empty.`),
      title<Value | "">(label),
      hintOf<Value | "">(hint),
      editorHints<Value | "">({ choiceLabels: labels }),
    ),
  );
}

interface ListOptions extends Described {
  /** One entry's name, such as "project". */
  readonly itemLabel: string;
  /** The fewest entries the page needs. */
  readonly min?: number;
  /** The most entries the page holds. */
  readonly max?: number;
  /** The field that names an entry (for lists of objects). */
  readonly itemTitleField?: string;
}

/** A list of entries, each checked by `item`. */
export function list<Item extends v.GenericSchema>(
  item: Item,
  { label, hint, itemLabel, min = 1, max = 100, itemTitleField }: ListOptions,
) {
  type Items = v.InferOutput<Item>[];
  return v.pipe(
    v.array(item, "must be a list."),
    v.minLength<Items, number, string>(min, `needs at least ${min} ${itemLabel}${min === 1 ? "" : "s"}.`),
    v.maxLength<Items, number, string>(max, `has more than ${max} ${itemLabel}s; the page holds ${max}.`),
    title<Items>(label),
    hintOf<Items>(hint),
    editorHints<Items>({ itemLabel, ...(itemTitleField ? { itemTitleField } : {}) }),
  );
}

/** A group of fields shown together, such as one page's title and description. */
export function group<const Entries extends v.ObjectEntries>(entries: Entries, { label, hint }: Described) {
  type Group = v.InferOutput<v.ObjectSchema<Entries, string>>;
  return v.pipe(v.object(entries, "must be a group of fields."), title<Group>(label), hintOf<Group>(hint));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a date written 2025-03-09 is on the calendar (not February 30th). */
const isCalendarDate = (input: string) => {
  const date = new Date(`${input}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(input);
};

/** A calendar date, written 2025-03-09 in the file and picked from a calendar in the editor. */
export function date({ label, hint }: Described) {
  return v.pipe(
    v.string("must be a date."),
    v.regex<string, string>(ISO_DATE, "must be a date written like 2025-03-09."),
    // Only for dates written right, so a wrongly written one gets one message, not two.
    v.check<string, string>((input) => !ISO_DATE.test(input) || isCalendarDate(input), "is not a real date."),
    title<string>(label),
    hintOf<string>(hint),
    editorHints<string>({ widget: "datetime" }),
  );
}

/** An optional calendar date; the editor writes an empty string when it is cleared. */
export function optionalDate({ label, hint }: Described) {
  return v.optional(
    v.pipe(
      v.string("must be a date."),
      v.check<string, string>(
        (input) => input === "" || (ISO_DATE.test(input) && isCalendarDate(input)),
        "must be a real date written like 2025-03-09, or left empty.",
      ),
      title<string>(label),
      hintOf<string>(hint),
      editorHints<string>({ widget: "datetime" }),
    ),
  );
}

/** A switch, on or off. */
export function toggle({ label, hint }: Described) {
  return v.pipe(
    v.boolean("must be on or off."),
    title<boolean>(label),
    hintOf<boolean>(hint),
    editorHints<boolean>({ widget: "boolean" }),
  );
}

interface MarkdownOptions extends Described {
  /** What the page shows of it (../markdown/formatting.ts). */
  readonly formatting: Formatting;
  /** The most characters of words it may hold, formatting aside. */
  readonly max: number;
  /** `{name}`s the text may use. */
  readonly placeholders?: Placeholders;
  /** The toolbar's buttons: only what the page can show. */
  readonly buttons: readonly string[];
}

/**
 * A text written in Markdown, such as an FAQ answer or a legal page: words, no raw HTML, only links
 * the site opens safely, laid out as its page needs. Formatting its page cannot show is no refusal:
 * the page shows the words without it, and the editor and the build say so (`markdownNote`).
 */
export function markdown({ label, hint, formatting, max, placeholders = {}, buttons }: MarkdownOptions) {
  const read = (input: string) => readMarkdown(input, formatting);
  return v.pipe(
    v.string("must be text."),
    notEmpty,
    withWords,
    noMarkup,
    v.check<string, (issue: v.CheckIssue<string>) => string>(
      // HTML is told once, as HTML: the words it swallowed would also read as a missing paragraph.
      (input) => firstMarkup(input) !== undefined || read(input).problem === undefined,
      (issue) => read(issue.input).problem ?? "",
    ),
    v.check<string, (issue: v.CheckIssue<string>) => string>(
      (input) => read(input).words.length <= max,
      (issue) => `is ${read(issue.input).words.length} characters long; keep it to ${max}.`,
    ),
    noUnknownPlaceholders(placeholders),
    title<string>(label),
    hintOf<string>(placeholderHint(hint, placeholders)),
    editorHints<string>({ widget: "markdown", markdownButtons: buttons, formatting }),
  );
}

/** What a Markdown field's page leaves out of `value` (a note beside the field and in the build's log), or undefined. */
export function markdownNote(schema: v.GenericSchema, value: unknown): string | undefined {
  const { formatting } = describeField(schema).editor;
  return formatting && typeof value === "string" ? readMarkdown(value, formatting).note : undefined;
}

interface ImageOptions extends Described {
  /** The widest the page shows it, in CSS pixels. */
  readonly shownAt: number;
  /** The page does without it: an empty file means no picture (the editor saves a cleared field so). */
  readonly optional?: boolean;
}

const ALT_HINT =
  "Alt text: what the picture shows, for visitors who cannot see it, in a sentence, as you would say it on the phone (“Alex smiling at a desk by a window”), not “image of”. Tick Decorative instead when the words beside it already say everything.";

/**
 * A picture: its file in the media folder (read at build for its size and re-encoded there; the
 * check is ./image-files.ts), and its alt text, required unless the picture is only decorative.
 */
export function image({ label, hint, shownAt, optional = false }: ImageOptions) {
  const none = (input: string) => optional && input.trim() === "";
  const chosen = v.pipe(
    v.string("must be a picture."),
    ...(optional ? [] : [notEmpty]),
    v.check<string, (issue: v.CheckIssue<string>) => string>(
      (input) => none(input) || imageFileProblem(input, knownImages.get(input)) === undefined,
      (issue) => imageFileProblem(issue.input, knownImages.get(issue.input)) ?? "",
    ),
    title<string>("Picture"),
    hintOf<string>(
      `A JPEG, PNG, WebP, AVIF or SVG of up to 20 MB. It shows up to ${shownAt} pixels wide, so a photo at least ${shownAt * 2} wide looks sharp on every screen; the site makes it light for phones.`,
    ),
    editorHints<string>({ widget: "image", shownAt }),
  );
  // An optional picture's group may be saved with no file at all (its alt text typed, no picture
  // chosen): that is no picture, as an empty file is, and the editor leaves the field optional.
  const file = optional ? v.optional(chosen, "") : chosen;
  const alt = v.optional(
    v.pipe(
      v.string("must be text."),
      atMost(300),
      noMarkup,
      title<string>("Alt text"),
      hintOf<string>(ALT_HINT),
      editorHints<string>({ widget: "text" }),
    ),
  );
  const decorative = v.optional(
    v.pipe(
      v.boolean("must be ticked or not."),
      title<boolean>("Decorative"),
      hintOf<boolean>("Tick only when the picture adds nothing the words beside it do not say."),
      editorHints<boolean>({ widget: "boolean" }),
    ),
  );
  return v.pipe(
    v.object({ file, alt, decorative }, "must be a picture with its alt text."),
    // On the alt field, so the build and the editor name the field to fill in.
    v.forward(
      v.partialCheck(
        [["file"], ["alt"], ["decorative"]],
        (input) => none(input.file) || input.decorative === true || (input.alt ?? "").trim() !== "",
        "is empty. Say what the picture shows, or tick Decorative if the words beside it already say it.",
      ),
      ["alt"],
    ),
    v.title(label),
    v.description(hint ?? ""),
    v.metadata({ editor: { shownAt } satisfies EditorHints }),
  );
}

/** The label, hint and editor hints of a field, looking through `optional`. */
export function describeField(schema: v.GenericSchema): {
  label: string | undefined;
  hint: string | undefined;
  editor: EditorHints;
  optional: boolean;
  inner: v.GenericSchema;
} {
  const optional = schema.type === "optional";
  const inner = optional ? (schema as v.OptionalSchema<v.GenericSchema, undefined>).wrapped : schema;
  const piped = inner as v.SchemaWithPipe<readonly [v.GenericSchema]>;
  const metadata = v.getMetadata(piped) as { editor?: EditorHints };
  return {
    label: v.getTitle(piped),
    hint: v.getDescription(piped) || undefined,
    editor: metadata.editor ?? {},
    optional,
    inner,
  };
}
