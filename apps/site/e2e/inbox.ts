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

const webhookMatchers = new Map<WebhookForm, (url: URL) => boolean>();

/**
 * Matches the address a built site posts `form` to when built for the local inbox, whatever its
 * query (each post carries `?submission=<id>`). The same function for the same form, so
 * `page.unroute(webhookOf(form))` removes what `page.route(webhookOf(form), …)` added.
 */
export function webhookOf(form: WebhookForm): (url: URL) => boolean {
  let matcher = webhookMatchers.get(form);
  if (!matcher) {
    matcher = (url) => `${url.origin}${url.pathname}` === `${inboxOrigin}/${form}`;
    webhookMatchers.set(form, matcher);
  }
  return matcher;
}

/** The submission id a post to a webhook carried (`?submission=`), or null. */
export function submissionIdOf(url: string): string | null {
  return new URL(url).searchParams.get("submission");
}

/** Every post the page sends to `form`'s webhook, whether it reaches it or not, by its address. */
export function watchPosts(page: Page, form: WebhookForm): () => string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && webhookOf(form)(new URL(request.url()))) posts.push(request.url());
  });
  return () => [...posts];
}

/** Counts the posts the page sends to `form`'s webhook, whether they reach it or not. */
export function countPosts(page: Page, form: WebhookForm): () => number {
  const posts = watchPosts(page, form);
  return () => posts().length;
}
