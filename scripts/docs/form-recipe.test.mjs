// CONTRIBUTING's recipe for a new form, followed for a sixth one in a copy of the committed tree:
// git lists what the recipe made it add or change, that list must be the recipe's (at most four
// places), and the two packages' types and the tests that read every form must pass with it.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";

const repo = path.resolve(import.meta.dirname, "../..");
const copy = mkdtempSync(path.join(tmpdir(), "sixth-form-"));
/** Runs a command in the copy; a failure says what it printed. */
function run(command, args, cwd = copy) {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    throw new Error(`${path.basename(command)} ${args.join(" ")} failed:\n${error.stdout}${error.stderr}`);
  }
}
const git = (...args) => run("git", ["-c", "user.name=recipe", "-c", "user.email=recipe@example.invalid", ...args]);

const formSection = (() => {
  const text = readFileSync(path.join(repo, "CONTRIBUTING.md"), "utf8");
  return text.slice(text.indexOf("- **A form**"), text.indexOf("- **A route**"));
})();
const forCallback = (place) => place.replaceAll("<name>", "callback").replaceAll("<Name>", "Callback");

/** The recipe's numbered steps under "A form" in CONTRIBUTING.md: the first path each names, for a form called `callback`. */
function recipePlaces() {
  return [...formSection.matchAll(/^\s+\d\. `([^`]+)`/gm)].map(([, place]) => forCallback(place));
}

/** The n8n workflow files of the forms before the sixth, as committed. */
const formWorkflows = execFileSync("git", ["ls-files", "packages/webhooks/receivers/n8n/grand-river-*.json"], {
  cwd: repo,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && !/-(alert|resend|leads-columns)\.json$/.test(file));

/**
 * The files the recipe's "Then regenerate" step says the generator writes, for a form called
 * `callback`: `<form>` stands for each form before it.
 */
function regeneratedFiles() {
  const step = formSection.slice(formSection.indexOf("Then regenerate"));
  return [...step.slice(0, step.indexOf("commit them")).matchAll(/`(packages\/[^`]+\.json)`/g)].flatMap(([, file]) =>
    file.includes("<form>") ? formWorkflows : [forCallback(file)],
  );
}

/** The sixth form, as the recipe says: its definition, its line in the table, its folder, its export. */
const SIXTH_FORM = {
  "packages/webhooks/src/definition/callback.ts": `import type { FormDefinition, FormFields } from "./fields.js";

/** Who asks to be called back, and on which number. */
export const CALLBACK_FIELDS = {
  callerName: { kind: "line", required: true, autoComplete: "name" },
  callbackNumber: { kind: "line", required: true, input: "tel", autoComplete: "tel" },
} as const satisfies FormFields;

/** A request to be called back. */
export const CALLBACK_FORM = {
  fields: CALLBACK_FIELDS,
  sent: { timestamp: { kind: "timestamp" } },
  summary: ["callerName"],
  subject: "callerName",
} as const satisfies FormDefinition;
`,
  "packages/forms/src/callback/messages.ts": `import { tooLongMessage } from "../validation/limits.js";
import type { ToastWords, TooLongMessage } from "../words/types.js";

/** Every word the call-back form shows or announces. */
export interface CallbackMessages {
  readonly formLabel: string;
  readonly fields: { readonly callerName: { readonly label: string }; readonly callbackNumber: { readonly label: string } };
  readonly submit: string;
  readonly busy: string;
  readonly errors: { readonly required: string; readonly tooLong: TooLongMessage };
  readonly toasts: { readonly failed: ToastWords; readonly sent: ToastWords };
}

/** The call-back form's words in English. */
export const callbackMessages: CallbackMessages = {
  formLabel: "Call-back request",
  fields: { callerName: { label: "Your name" }, callbackNumber: { label: "Phone number" } },
  submit: "Call me back",
  busy: "Sending...",
  errors: { required: "Please fill in this field.", tooLong: tooLongMessage },
  toasts: {
    failed: { title: "Error", description: "Failed to send. Please try again." },
    sent: { title: "Thank you!", description: "We will call you back soon." },
  },
};
`,
  "packages/forms/src/callback/CallbackForm.tsx": `import { CALLBACK_FIELDS } from "@grand-river/webhooks/definition/callback";
import * as v from "valibot";
import { definedFields } from "../form/definedFields.js";
import { formSchema } from "../form/formSchema.js";
import { useWebhookForm } from "../form/useWebhookForm.js";
import { WebhookFormElement } from "../form/WebhookFormElement.js";
import { line } from "../kinds/line.js";
import { callbackMessages, type CallbackMessages } from "./messages.js";

const kinds = { line };
const callbackSchema = (messages: CallbackMessages) => formSchema(CALLBACK_FIELDS, kinds, messages.errors);

/** A request to be called back. */
export function CallbackForm({ messages = callbackMessages }: { messages?: CallbackMessages }) {
  const callback = useWebhookForm({
    webhook: "callback",
    schema: callbackSchema,
    messages,
    payload: (values, now) => ({ ...v.parse(callbackSchema(messages), values), timestamp: now.toISOString() }),
    toasts: messages.toasts,
  });
  return (
    <WebhookFormElement of={callback} words={messages} gap="lg">
      {definedFields(callback.form, CALLBACK_FIELDS, { kinds, words: messages.fields })}
    </WebhookFormElement>
  );
}
`,
};

/** Adds `text` after the line of `file` (in the copy) that holds `after`. */
function insertAfter(file, after, text) {
  const full = path.join(copy, file);
  const source = readFileSync(full, "utf8");
  const at = source.indexOf("\n", source.indexOf(after)) + 1;
  expect(source.includes(after), `${file} holds ${after}`).toBe(true);
  writeFileSync(full, source.slice(0, at) + text + source.slice(at));
}

beforeAll(() => {
  // The committed tree, its own git history of one commit, and the installed packages beside it:
  // each package's node_modules holds relative links, into the root's store or to its neighbours.
  const archive = execFileSync(
    "git",
    ["archive", "HEAD", ".gitignore", "packages", "tooling", "package.json", "tsconfig.base.json"],
    {
      cwd: repo,
      maxBuffer: 1 << 28,
    },
  );
  execFileSync("tar", ["-x", "-C", copy], { input: archive });
  symlinkSync(path.join(repo, "node_modules"), path.join(copy, "node_modules"));
  for (const group of ["packages", "tooling"]) {
    for (const name of readdirSync(path.join(repo, group))) {
      const modules = path.join(repo, group, name, "node_modules");
      if (!existsSync(modules)) continue;
      mkdirSync(path.join(copy, group, name), { recursive: true });
      cpSync(modules, path.join(copy, group, name, "node_modules"), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (source) => !/[/\\]\.vite/.test(source),
      });
    }
  }
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "-m", "before the sixth form");

  for (const [file, text] of Object.entries(SIXTH_FORM)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), text);
  }
  insertAfter(
    "packages/webhooks/src/forms.ts",
    'from "./definition/contact.js";',
    'import { CALLBACK_FORM } from "./definition/callback.js";\n',
  );
  insertAfter("packages/webhooks/src/forms.ts", "  worklog: WORKLOG_FORM,", "  callback: CALLBACK_FORM,\n");
  insertAfter(
    "packages/forms/src/index.ts",
    'from "./contact/ContactForm.js";',
    'export { CallbackForm } from "./callback/CallbackForm.js";\n',
  );
  // The recipe's last step: the package's build (the check's tests run its command line) and the
  // n8n files it ships, written for every form of the table. Its Vite preset is built first, as
  // installing the repository does (its `prepare`); build output is git-ignored.
  run("pnpm", ["run", "build"], path.join(copy, "tooling/library"));
  run("pnpm", ["run", "receivers"], path.join(copy, "packages/webhooks"));
}, 240_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

test("a sixth form changes exactly the places CONTRIBUTING's recipe lists, at most four by hand, and the n8n files it regenerates", () => {
  // Porcelain lists a new folder once, as the folder: the recipe's "a new folder" is one place.
  const changed = git("status", "--porcelain")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.slice(3))
    .sort();
  expect(changed).toEqual([...recipePlaces(), ...regeneratedFiles()].sort());
  expect(recipePlaces().length).toBeLessThanOrEqual(4);
  // The new form's workflow, every other form's, the resend workflow's and the leads table's
  // columns; the alert's stays.
  expect(regeneratedFiles()).toEqual([
    "packages/webhooks/receivers/n8n/grand-river-callback.json",
    ...formWorkflows,
    "packages/webhooks/receivers/n8n/grand-river-resend.json",
    "packages/webhooks/receivers/n8n/grand-river-leads-columns.json",
  ]);
  expect(formWorkflows).toHaveLength(5);
});

test("with the sixth form, both packages' types check and the tests that read every form pass", () => {
  const bin = path.join(repo, "node_modules/.bin");
  // tsc prints nothing when the types check; `run` throws with what it printed otherwise.
  expect(run(path.join(bin, "tsc"), ["--noEmit", "-p", "packages/webhooks"])).toBe("");
  expect(run(path.join(bin, "tsc"), ["--noEmit", "-p", "packages/forms"])).toBe("");
  const tests = run(
    path.join(bin, "vitest"),
    ["run", "--reporter=verbose", "src/definition/one-definition.test.ts", "src/shape.test.ts", "src/check"],
    path.join(copy, "packages/webhooks"),
  );
  // The table's sixth form among those the tests read: its fields' own test ran.
  expect(tests).toContain("callback form's callbackNumber is named only in its definition and its words");
}, 300_000);
