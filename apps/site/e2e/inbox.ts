import type { Page } from "@playwright/test";
import type { WebhookForm } from "@grand-river/webhooks";
import type { InboxSubmission } from "@grand-river/webhooks/inbox";
import { localInboxOrigin } from "@grand-river/webhooks/settings";

/** Where the local inbox listens; playwright.config.ts starts it on the same port, and the build posts there. */
export const inboxOrigin = localInboxOrigin(process.env);

/** A value no other test or run uses, to pick this test's submissions out of the shared inbox. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** The bodies that reached the inbox for `form` and mention `tag` anywhere. */
export async function arrivals(form: WebhookForm, tag: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${inboxOrigin}/submissions?form=${form}`);
  const all = (await response.json()) as InboxSubmission[];
  return all
    .filter((submission) => JSON.stringify(submission.body).includes(tag))
    .map((s) => s.body as Record<string, unknown>);
}

/** Counts the posts the page sends to `form`'s webhook, whether they reach it or not. */
export function countPosts(page: Page, form: WebhookForm): () => number {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url() === `${inboxOrigin}/${form}`) posts += 1;
  });
  return () => posts;
}
