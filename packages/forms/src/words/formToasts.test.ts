import { WebhookError } from "@grand-river/webhooks";
import { sendFailureToast, tooManyTriesWords } from "./formToasts.js";

const failed = { title: "Error", description: "Failed to send message. Please try again." };
const url = "/api/leads/contact";

describe("the toast for a send that failed", () => {
  it.each([
    ["the relay's 429", new WebhookError("status", url, { status: 429 }), tooManyTriesWords],
    ["the relay unable to keep the lead (503)", new WebhookError("status", url, { status: 503 }), failed],
    ["an unsolved challenge (403)", new WebhookError("status", url, { status: 403 }), failed],
    ["no network", new WebhookError("network", url), failed],
    ["anything else thrown", new Error("boom"), failed],
  ])("after %s says %o", (_, error, words) => {
    expect(sendFailureToast(error, { failed })).toEqual({ ...words, variant: "destructive" });
  });

  it("uses a form's own words for too many tries when it gives them", () => {
    const own = { title: "Slow down", description: "Wait a minute." };
    const toast = sendFailureToast(new WebhookError("status", url, { status: 429 }), { failed, tooManyTries: own });
    expect(toast).toEqual({ ...own, variant: "destructive" });
  });
});
