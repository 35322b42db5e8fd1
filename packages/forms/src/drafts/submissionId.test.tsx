import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { ContactForm } from "../contact/ContactForm.js";
import { toasts } from "../messages.js";
import { NewsletterSection } from "../newsletter/NewsletterForm.js";
import { FORM_TEST_TIMEOUT } from "../testing/patience.js";
import { aSubmission, fakeWebhookClient, findToast, networkFailure, renderForm } from "../testing/renderForm.js";
import { newSubmissionId, submissionKey } from "./submissionId.js";

type User = ReturnType<typeof renderForm>["user"];

const textbox = (name: string) => screen.getByRole("textbox", { name });
const idOfCall = (call: unknown[] | undefined) => (call?.[1] as { submissionId: string } | undefined)?.submissionId;

async function writeMessage(user: User) {
  await user.type(textbox("Name"), "Katherine Johnson");
  await user.type(textbox("Email"), "kj@example.com");
  await user.type(textbox("Message"), "Can you automate our intake?");
}

describe("one submission, one id", { timeout: FORM_TEST_TIMEOUT }, () => {
  test("a retry after a failure carries the same id and the same body; the next message a new id", async () => {
    const webhooks = fakeWebhookClient();
    webhooks.contact.mockRejectedValueOnce(networkFailure());
    const { user } = renderForm(<ContactForm />, webhooks);

    await writeMessage(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await findToast(toasts.contact.failed);
    // The button gives up its busy label in a render of its own, after the toast: wait for it.
    await user.click(await screen.findByRole("button", { name: "Send Message" }));
    await findToast(toasts.contact.success);

    const [failed, retried] = webhooks.contact.mock.calls;
    expect(idOfCall(failed)).toEqual(aSubmission.submissionId);
    expect(idOfCall(retried)).toBe(idOfCall(failed));
    expect({ ...retried?.[0], timestamp: "" }).toEqual({ ...failed?.[0], timestamp: "" });

    await user.click(await screen.findByRole("button", { name: "Send Another Message" }));
    await writeMessage(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(webhooks.contact).toHaveBeenCalledTimes(3));
    expect(idOfCall(webhooks.contact.mock.calls[2])).not.toBe(idOfCall(failed));
  });

  test("a reload keeps the unsent draft's id, so sending it again is still the same submission", async () => {
    const webhooks = fakeWebhookClient();
    webhooks.contact.mockRejectedValueOnce(networkFailure());
    const first = renderForm(<ContactForm />, webhooks);
    await writeMessage(first.user);
    await first.user.click(screen.getByRole("button", { name: "Send Message" }));
    await findToast(toasts.contact.failed);
    first.unmount();

    const again = renderForm(<ContactForm />, webhooks);
    await again.user.click(await screen.findByRole("button", { name: "Send Message" }));
    await findToast(toasts.contact.success);

    const [failed, afterReload] = webhooks.contact.mock.calls;
    expect(afterReload?.[0]).toMatchObject({ name: "Katherine Johnson", message: "Can you automate our intake?" });
    expect(idOfCall(afterReload)).toBe(idOfCall(failed));
    expect(sessionStorage.getItem(submissionKey("contact"))).toBeNull();
  });

  test("the newsletter clears its field on success and its next sign-up is a new submission", async () => {
    const { user, webhooks } = renderForm(<NewsletterSection />);
    for (const email of ["ada@example.com", "grace@example.com"]) {
      await user.type(textbox("Email address"), email);
      await user.click(screen.getByRole("button", { name: "Subscribe" }));
      await findToast({
        title: "Success!",
        description: "Thanks for subscribing! You'll get the latest AI news and updates.",
        variant: "success",
      });
    }
    const [first, second] = webhooks.newsletter.mock.calls;
    expect(idOfCall(first)).toEqual(aSubmission.submissionId);
    expect(idOfCall(second)).not.toBe(idOfCall(first));
  });
});

describe("newSubmissionId", () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  test("is a version 4 UUID, different every time", () => {
    const ids = new Set(Array.from({ length: 50 }, newSubmissionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuid);
  });

  test("is the browser's own where it has one", () => {
    vi.stubGlobal("crypto", { randomUUID: () => "0f8fad5b-d9cb-469f-a165-70867728950e" });
    try {
      expect(newSubmissionId()).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test("still is one where the page is not a secure context (no crypto.randomUUID)", () => {
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      expect(newSubmissionId()).toMatch(uuid);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
