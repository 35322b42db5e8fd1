import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { editorOnACopy, openInEditor, origin, publish, untilSlateHasTheCaret } from "./workspace";

/**
 * FAQ answers and legal pages are Markdown: an owner writes an answer in Markdown with a link and a
 * list, and pastes a list from Word into another answer and into the privacy policy; all three
 * publish, and the rebuilt pages show a working link, lists and paragraphs. Offline, on a copy of
 * the data files, like editor.spec.ts.
 */

const editor = editorOnACopy("build-e2e-markdown");

test.beforeEach(async ({ context }) => {
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort("internetdisconnected"));
});

/** Adds a question at the end of the open FAQ and returns its answer's Markdown field. */
async function addQuestion(page: Page, question: string): Promise<Locator> {
  await page.getByRole("button", { name: /Add question/ }).click();
  await page.getByLabel("Question", { exact: true }).last().fill(question);
  return page.getByLabel("markdown field").last();
}

/** Puts the caret in a rich-text box (or words in it); Slate reads it from selection events it throttles (100 ms). */
async function caretIn(page: Page, place: Locator) {
  await place.click();
  await expect(page.locator(":focus")).toHaveAttribute("data-slate-editor", "true");
  await untilSlateHasTheCaret(page);
}

/** A paste as the browser sends one, carrying `html` (and its words as plain text) to the focused box. */
async function paste(page: Page, html: string, text: string) {
  await page.evaluate(
    ([html, text]) => {
      const clipboard = new DataTransfer();
      clipboard.setData("text/html", html);
      clipboard.setData("text/plain", text);
      const target = document.getSelection()?.anchorNode?.parentElement ?? document.activeElement;
      target?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: clipboard, bubbles: true, cancelable: true }));
    },
    [html, text] as const,
  );
}

// Word's clipboard HTML, trimmed: each bullet is a paragraph whose "·" sits in an mso-list:Ignore span.
const wordBullet = (words: string) =>
  `<p class=MsoListParagraphCxSpMiddle style='margin-left:.5in;text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>${words}<o:p></o:p></p>`;
const wordDocument = (paragraphs: readonly string[], bullets: readonly string[], closing: string) =>
  `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta charset="utf-8"><style>p.MsoNormal{margin:0in;font-family:"Calibri",sans-serif;}</style></head><body lang=EN-US style='tab-interval:.5in'><!--StartFragment-->${paragraphs
    .map((words) => `<p class=MsoNormal>${words}<o:p></o:p></p>`)
    .join(
      "",
    )}${bullets.map(wordBullet).join("")}<p class=MsoNormal><o:p>&nbsp;</o:p></p><p class=MsoNormal>${closing}<o:p></o:p></p><!--EndFragment--></body></html>`;
const wordText = (paragraphs: readonly string[], bullets: readonly string[], closing: string) =>
  [...paragraphs, ...bullets.map((words) => `·       ${words}`), "", closing].join("\n");

const written = {
  question: "Can I get a refund?",
  intro: "Yes, within 14 days, as",
  linkWords: "our terms of service",
  href: "/terms-of-service",
  items: ["Write to us", "Get your money back"],
};

const fromWord = {
  question: "What do you set up first?",
  paragraphs: ["We start small:"],
  items: ["a chat assistant for your website", "an invoice reader"],
  closing: "Then we train your team on both.",
};

const legalFromWord = {
  paragraphs: ["We also keep:"],
  items: ["the dates you signed up", "the pages you asked about"],
  closing: "Nothing else is kept.",
};

test("an FAQ answer written in Markdown, with a link and a list, publishes as Markdown", async ({ page }) => {
  await openInEditor(page, "FAQs", /^Weekly AI Playbook FAQ/);
  const answer = await addQuestion(page, written.question);
  // The owner writes Markdown: the field's switch to its Markdown mode.
  await answer.getByRole("switch").click();
  await caretIn(page, answer.getByRole("textbox"));
  await page.keyboard.type(`${written.intro} [${written.linkWords}](${written.href}).`);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type(written.items.map((item) => `- ${item}`).join("\n"));
  await publish(page);

  const saved = JSON.parse(await readFile(path.join(editor.data.dataDir, "playbook-faq.json"), "utf8")) as {
    questions: { question: string; answer: string }[];
  };
  expect(saved.questions.at(-1)?.question).toBe(written.question);
  expect(saved.questions.at(-1)?.answer).toContain(`[${written.linkWords}](${written.href})`);
});

test("a list pasted from Word into an FAQ answer publishes as a list between paragraphs", async ({ page }) => {
  await openInEditor(page, "FAQs", /^Grand Rapids FAQ/);
  const answer = await addQuestion(page, fromWord.question);
  await caretIn(page, answer.getByRole("textbox"));
  await paste(
    page,
    wordDocument(fromWord.paragraphs, fromWord.items, fromWord.closing),
    wordText(fromWord.paragraphs, fromWord.items, fromWord.closing),
  );
  // The rich-text box shows the list as a list, not "·" paragraphs, before anything is saved.
  await expect(answer.getByRole("textbox").getByRole("listitem")).toHaveText(fromWord.items);
  await publish(page);

  const saved = JSON.parse(await readFile(path.join(editor.data.dataDir, "grand-rapids-faq.json"), "utf8")) as {
    questions: { answer: string }[];
  };
  expect(saved.questions.at(-1)?.answer).not.toContain("·");
});

test("a list pasted from Word into the privacy policy publishes as a list between paragraphs", async ({ page }) => {
  await openInEditor(page, "Legal pages", /^Privacy policy/);
  const body = page.getByLabel("markdown field").getByRole("textbox");
  // After the policy's last words, in a paragraph of its own.
  await caretIn(page, body.getByText("Questions about this policy", { exact: false }));
  await page.keyboard.press("Control+End");
  await untilSlateHasTheCaret(page);
  await page.keyboard.press("Enter");
  await paste(
    page,
    wordDocument(legalFromWord.paragraphs, legalFromWord.items, legalFromWord.closing),
    wordText(legalFromWord.paragraphs, legalFromWord.items, legalFromWord.closing),
  );
  await expect(body.getByRole("listitem").filter({ hasText: legalFromWord.items[0] })).toHaveCount(1);
  await publish(page);
});

test("the rebuilt pages show the link, the lists and the paragraphs", async ({ page }) => {
  await editor.buildAndServe();

  await page.goto(`${origin}/ai-playbook`);
  await page.getByRole("heading", { name: written.question }).click();
  const refund = page.getByRole("group").filter({ has: page.getByRole("heading", { name: written.question }) });
  const link = refund.getByRole("link", { name: written.linkWords });
  await expect(link).toHaveAttribute("href", written.href);
  await expect(refund.getByRole("listitem")).toHaveText(written.items);
  await expect(refund.getByRole("paragraph")).toHaveText(`${written.intro} ${written.linkWords}.`);
  await link.click();
  await expect(page).toHaveURL(`${origin}${written.href}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");

  await page.goto(`${origin}/grand-rapids-ai-automation`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: fromWord.question }) });
  await expect(card.getByRole("listitem")).toHaveText(fromWord.items);
  await expect(card.getByRole("paragraph")).toHaveText([...fromWord.paragraphs, fromWord.closing]);
  await expect(card.getByText("·")).toHaveCount(0);

  await page.goto(`${origin}/privacy-policy`);
  const policy = page.getByRole("article");
  await expect(policy.getByRole("list").filter({ hasText: legalFromWord.items[0] }).getByRole("listitem")).toHaveText(
    legalFromWord.items,
  );
  await expect(policy.getByRole("paragraph").filter({ hasText: legalFromWord.closing })).toHaveText(
    legalFromWord.closing,
  );
  await expect(policy.getByText("·")).toHaveCount(0);
});
