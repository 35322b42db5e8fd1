import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { editorCollections, type EditorField } from "./editor-fields";
import { fieldProblem, fieldSchemas } from "./field-checks";
import { checkDataFiles, contentDataDir } from "./validate";

/**
 * One table of good and bad values, fed to the editor's checks and to the build's: whatever the
 * editor lets an owner save, the build accepts, and whatever the build refuses, the editor refuses
 * at the field. The editor's verdict is Decap's own "required" check and the field's schema check
 * that /edit runs (`fieldProblem`); the build's is `checkDataFiles` on a copy of the data files.
 */

type Key = string | number;

interface Case {
  readonly file: string;
  /** The editor's collection and file. */
  readonly entry: readonly [collection: string, name: string];
  readonly keys: readonly Key[];
  readonly value: string;
  readonly good: boolean;
}

const legalBody = (extra: string) =>
  `Opening paragraph of the policy.\n\n## Who we are\n\nWe are {firmName}, in {city}.\n\n- One point\n- Another point${extra}`;

const cases: readonly Case[] = [
  // Required means words, not spaces.
  {
    file: "playbook-faq.json",
    entry: ["faqs", "playbook"],
    keys: ["questions", 0, "question"],
    value: "   ",
    good: false,
  },
  {
    file: "playbook-faq.json",
    entry: ["faqs", "playbook"],
    keys: ["questions", 0, "question"],
    value: "",
    good: false,
  },
  {
    file: "playbook-faq.json",
    entry: ["faqs", "playbook"],
    keys: ["questions", 0, "question"],
    value: "What does it cost?",
    good: true,
  },
  { file: "pages.json", entry: ["pages", "pages"], keys: ["home", "keywords", 1], value: " \n ", good: false },
  {
    file: "pages.json",
    entry: ["pages", "pages"],
    keys: ["team", "title"],
    value: "Our team | {firmName}",
    good: true,
  },
  // A brace must be one the field allows.
  {
    file: "playbook-faq.json",
    entry: ["faqs", "playbook"],
    keys: ["questions", 1, "answer"],
    value: "It costs {monthlyPrice} a month.",
    good: true,
  },
  {
    file: "grand-rapids-faq.json",
    entry: ["faqs", "grand-rapids"],
    keys: ["questions", 0, "answer"],
    value: "The audit is {auditprice}.",
    good: false,
  },
  {
    file: "grand-rapids-faq.json",
    entry: ["faqs", "grand-rapids"],
    keys: ["questions", 0, "answer"],
    value: "The audit is {auditPrice}.",
    good: true,
  },
  {
    file: "playbook-faq.json",
    entry: ["faqs", "playbook"],
    keys: ["questions", 1, "answer"],
    value: "Ask about {auditPrice}.",
    good: false,
  },
  {
    file: "pages.json",
    entry: ["pages", "pages"],
    keys: ["portfolio", "title"],
    value: "Work by {firmname}",
    good: false,
  },
  // Limits, links and formats.
  {
    file: "portfolio.json",
    entry: ["portfolio", "projects"],
    keys: ["projects", 0, "title"],
    value: "x".repeat(91),
    good: false,
  },
  {
    file: "portfolio.json",
    entry: ["portfolio", "projects"],
    keys: ["projects", 0, "title"],
    value: "x".repeat(90),
    good: true,
  },
  { file: "portfolio.json", entry: ["portfolio", "projects"], keys: ["projects", 0, "link"], value: "", good: true },
  {
    file: "portfolio.json",
    entry: ["portfolio", "projects"],
    keys: ["projects", 0, "link"],
    value: "http://example.com",
    good: false,
  },
  {
    file: "portfolio.json",
    entry: ["portfolio", "projects"],
    keys: ["projects", 0, "link"],
    value: "https://example.com/work",
    good: true,
  },
  {
    file: "portfolio.json",
    entry: ["portfolio", "projects"],
    keys: ["projects", 0, "tags", 0],
    value: "  ",
    good: false,
  },
  { file: "videos.json", entry: ["videos", "videos"], keys: ["videos", 0, "duration"], value: "11:24", good: true },
  { file: "videos.json", entry: ["videos", "videos"], keys: ["videos", 0, "duration"], value: "11 min", good: false },
  // Links only to web pages over https, whatever else the entry holds.
  {
    file: "portfolio.json",
    entry: ["portfolio", "projects"],
    keys: ["projects", 0, "link"],
    value: "javascript:alert(document.cookie)",
    good: false,
  },
  {
    file: "portfolio.json",
    entry: ["portfolio", "projects"],
    keys: ["projects", 0, "videoLink"],
    value: "data:text/html,<script>alert(1)</script>",
    good: false,
  },
  // Words, not only symbols; no HTML, which the pages show as text.
  { file: "pages.json", entry: ["pages", "pages"], keys: ["team", "title"], value: "🚀", good: false },
  {
    file: "playbook-faq.json",
    entry: ["faqs", "playbook"],
    keys: ["questions", 0, "question"],
    value: "???",
    good: false,
  },
  {
    file: "playbook-faq.json",
    entry: ["faqs", "playbook"],
    keys: ["questions", 0, "answer"],
    value: "Here: <img src=x onerror=alert(1)>",
    good: false,
  },
  {
    file: "playbook-faq.json",
    entry: ["faqs", "playbook"],
    keys: ["questions", 0, "answer"],
    value: "Fewer than 5 < 10 hours a week, guaranteed.",
    good: true,
  },
  {
    file: "portfolio.json",
    entry: ["portfolio", "projects"],
    keys: ["projects", 0, "tags", 0],
    value: "</span>",
    good: false,
  },
  // What the social card draws keeps to its font's characters; the pages' own text need not.
  {
    file: "pages.json",
    entry: ["pages", "pages"],
    keys: ["team", "title"],
    value: "Launch day 🚀 | {firmName}",
    good: false,
  },
  {
    file: "pages.json",
    entry: ["pages", "pages"],
    keys: ["team", "description"],
    value: "Café owners’ favourite team — 100% local, €0 to start.",
    good: true,
  },
  {
    file: "portfolio.json",
    entry: ["portfolio", "projects"],
    keys: ["projects", 0, "title"],
    value: "Launch day 🚀",
    good: true,
  },
  // A legal page: an opening paragraph, then sections; what it cannot show is shown without its formatting.
  {
    file: "legal/privacy-policy.json",
    entry: ["legal", "privacy-policy"],
    keys: ["body"],
    value: legalBody(""),
    good: true,
  },
  {
    file: "legal/privacy-policy.json",
    entry: ["legal", "privacy-policy"],
    keys: ["body"],
    value: legalBody("\n\n## More\n\nWe keep **nothing**, _ever_; [write to us](mailto:{email})."),
    good: true,
  },
  {
    file: "legal/privacy-policy.json",
    entry: ["legal", "privacy-policy"],
    keys: ["body"],
    value: legalBody("\n\nA paragraph after the list.\n\n1. A numbered point"),
    good: true,
  },
  {
    file: "legal/privacy-policy.json",
    entry: ["legal", "privacy-policy"],
    keys: ["body"],
    value: legalBody("\n\n### A smaller heading\n\n| a | b |\n| - | - |\n| 1 | 2 |"),
    good: true,
  },
  {
    file: "legal/privacy-policy.json",
    entry: ["legal", "privacy-policy"],
    keys: ["body"],
    value: legalBody("\n\n## More\n\nSee [our terms](/terms-of-service)."),
    good: true,
  },
  {
    file: "legal/privacy-policy.json",
    entry: ["legal", "privacy-policy"],
    keys: ["body"],
    value: legalBody("\n\n## More\n\nSee [this](javascript:alert(1))."),
    good: false,
  },
  {
    file: "legal/privacy-policy.json",
    entry: ["legal", "privacy-policy"],
    keys: ["body"],
    value: legalBody("\n\n## More\n\n[Download](data:text/html,hello)"),
    good: false,
  },
  {
    file: "legal/privacy-policy.json",
    entry: ["legal", "privacy-policy"],
    keys: ["body"],
    value: "## Who we are\n\nNo opening paragraph.",
    good: false,
  },
  {
    file: "legal/privacy-policy.json",
    entry: ["legal", "privacy-policy"],
    keys: ["body"],
    value: "Only an opening paragraph, no sections.",
    good: false,
  },
  // An FAQ answer: paragraphs, lists, emphasis and links.
  {
    file: "playbook-faq.json",
    entry: ["faqs", "playbook"],
    keys: ["questions", 1, "answer"],
    value: "Yes.\n\n- One\n- Two\n\nRead [our terms](https://example.com/terms).",
    good: true,
  },
  {
    file: "playbook-faq.json",
    entry: ["faqs", "playbook"],
    keys: ["questions", 1, "answer"],
    value: "Read [this](javascript:alert(1)).",
    good: false,
  },
  {
    file: "playbook-faq.json",
    entry: ["faqs", "playbook"],
    keys: ["questions", 1, "answer"],
    value: "It fills {constructor} in.",
    good: false,
  },
  {
    file: "legal/terms-of-service.json",
    entry: ["legal", "terms-of-service"],
    keys: ["title"],
    value: "\t",
    good: false,
  },
  {
    file: "legal/privacy-policy.json",
    entry: ["legal", "privacy-policy"],
    keys: ["body"],
    value: legalBody("\n\n<script>alert(1)</script>"),
    good: false,
  },
];

/** The editor's field at `keys`, as /edit configures it. */
function editorFieldAt([collection, name]: Case["entry"], keys: readonly Key[]): EditorField {
  const file = editorCollections("data")
    .find((c) => c.name === collection)
    ?.files.find((f) => f.name === name);
  let fields: readonly EditorField[] = file?.fields ?? [];
  let found: EditorField | undefined;
  for (const key of keys) {
    if (typeof key === "number") {
      if (found?.field) found = found.field;
      continue;
    }
    found = fields.find((f) => f.name === key);
    fields = found?.fields ?? [];
  }
  if (!found) throw new Error(`No editor field at ${keys.join(".")}`);
  return found;
}

/** Whether the editor lets the owner save `value` in the field: Decap's "required", then the field's schema. */
function editorAccepts({ entry, keys, value }: Case): boolean {
  const field = editorFieldAt(entry, keys);
  if (value === "") return field.required === false;
  const schema = fieldSchemas().get(field.check ?? "");
  if (!schema) throw new Error(`No check for ${keys.join(".")}`);
  return fieldProblem(schema, value) === undefined;
}

/** What the build says of the data files with `value` saved in the field: one line per problem. */
async function buildProblems({ file, keys, value }: Case): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "content-agrees-"));
  try {
    await cp(contentDataDir, dir, { recursive: true });
    const target = path.join(dir, file);
    const data = JSON.parse(await readFile(target, "utf8")) as Record<Key, unknown>;
    let parent = data;
    for (const key of keys.slice(0, -1)) parent = parent[key] as Record<Key, unknown>;
    parent[keys.at(-1) ?? ""] = value;
    await writeFile(target, JSON.stringify(data, null, 2));
    return await checkDataFiles(dir, "data");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("the editor and the build judge every value alike", () => {
  it.each(cases.map((c) => [`${c.file} ${c.keys.join(".")} = ${JSON.stringify(c.value).slice(0, 60)}`, c] as const))(
    "%s",
    async (_, c) => {
      const problems = await buildProblems(c);
      expect({ editor: editorAccepts(c), build: problems.length === 0 }).toEqual({ editor: c.good, build: c.good });
      // A refusal names the file it is in, and the field.
      for (const problem of problems) expect(problem).toMatch(new RegExp(`^data/${c.file} › .+: `));
    },
  );
});
