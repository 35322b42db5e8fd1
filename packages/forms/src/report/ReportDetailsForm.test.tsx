import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { FORM_TEST_TIMEOUT } from "../testing/patience.js";
import { fakeWebhookClient, findToast, pendingRequest, renderForm, aSubmission } from "../testing/renderForm.js";
import { visibleInputs } from "../testing/visibleInputs.js";
import { ReportDetailsForm } from "./ReportDetailsForm.js";

const field = (name: RegExp) => screen.getByRole("textbox", { name });
const newsletter = () => screen.getByRole("switch", { name: "Also send me the AI newsletter" });
const submit = () => screen.getByRole("button", { name: /Submit Details|Submitting Details/ });

/** Fills every text field, as a buyer who has something to say for each. */
async function fillEverything(user: ReturnType<typeof renderForm>["user"]) {
  await user.type(field(/^Name/), "Ada Lovelace");
  await user.type(field(/^Email/), "ada@example.com");
  await user.type(field(/^Company/), "Analytical Engines LLC");
  await user.type(field(/^Website/), "https://engines.example.com");
  await user.type(field(/^Business specialization/), "Mechanical computing");
  await user.type(field(/^Biggest challenges/), "Too many punch cards");
  await user.type(field(/^Anything else/), "Call after 3pm");
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-03-10T14:05:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("ReportDetailsForm", { timeout: FORM_TEST_TIMEOUT }, () => {
  test("sends every field with the time and source, then clears the form and reports success", async () => {
    const onSuccess = vi.fn();
    const { user, webhooks } = renderForm(<ReportDetailsForm onSuccess={onSuccess} />);

    await fillEverything(user);
    await user.click(newsletter());
    await user.click(submit());

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(webhooks.report).toHaveBeenCalledTimes(1);
    expect(webhooks.report).toHaveBeenCalledWith(
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines LLC",
        website: "https://engines.example.com",
        businessSpecialization: "Mechanical computing",
        challenges: "Too many punch cards",
        notes: "Call after 3pm",
        newsletter: false,
        timestamp: "2025-03-10T14:05:00.000Z",
        source: "ai_report_page",
      },
      aSubmission,
    );
    expect(field(/^Name/)).toHaveValue("");
    expect(field(/^Biggest challenges/)).toHaveValue("");
    expect(newsletter()).toBeChecked();
  });

  test("with only a name and email, sends the rest empty and the newsletter ticked", async () => {
    const { user, webhooks } = renderForm(<ReportDetailsForm onSuccess={() => {}} />);

    expect(newsletter()).toBeChecked();
    await user.type(field(/^Name/), "Ada");
    await user.type(field(/^Email/), "ada@example.com");
    await user.click(submit());

    await waitFor(() => expect(webhooks.report).toHaveBeenCalledTimes(1));
    expect(webhooks.report).toHaveBeenCalledWith(
      {
        name: "Ada",
        email: "ada@example.com",
        company: "",
        website: "",
        businessSpecialization: "",
        challenges: "",
        notes: "",
        newsletter: true,
        timestamp: "2025-03-10T14:05:00.000Z",
        source: "ai_report_page",
      },
      aSubmission,
    );
  });

  test("gives every input the spec's field name and marks name and email required", () => {
    renderForm(<ReportDetailsForm onSuccess={() => {}} />);

    const names = visibleInputs().map((input) => input.getAttribute("name"));
    expect(names).toEqual([
      "name",
      "email",
      "company",
      "website",
      "businessSpecialization",
      "challenges",
      "notes",
      "newsletter",
    ]);
    expect(field(/^Name/)).toBeRequired();
    expect(field(/^Email/)).toBeRequired();
    expect(field(/^Company/)).not.toBeRequired();
    expect(field(/^Website/)).toHaveAttribute("type", "url");
  });

  test.each([
    { missing: "the name", name: "", email: "ada@example.com", invalid: /^Name/ },
    { missing: "the email", name: "Ada", email: "", invalid: /^Email/ },
    { missing: "both", name: "", email: "", invalid: /^Name/ },
  ])(
    "with $missing missing, sends nothing, shows the error toast and focuses the first gap",
    async ({ name, email, invalid }) => {
      const onSuccess = vi.fn();
      const { user, webhooks } = renderForm(<ReportDetailsForm onSuccess={onSuccess} />);

      if (name) await user.type(field(/^Name/), name);
      if (email) await user.type(field(/^Email/), email);
      await user.click(submit());

      await findToast({
        title: "Error",
        description: "Please fill in your name and email address",
        variant: "destructive",
      });
      expect(field(invalid)).toHaveFocus();
      expect(field(invalid)).toHaveAccessibleDescription("Please fill in your name and email address");
      expect(webhooks.report).not.toHaveBeenCalled();
      expect(onSuccess).not.toHaveBeenCalled();
    },
  );

  test("with a website that is not a web address, sends nothing and says why under the field", async () => {
    const { user, webhooks } = renderForm(<ReportDetailsForm onSuccess={() => {}} />);

    await user.type(field(/^Name/), "Ada");
    await user.type(field(/^Email/), "ada@example.com");
    await user.type(field(/^Website/), "engines.example.com");
    await user.click(submit());

    await waitFor(() => expect(field(/^Website/)).toHaveAccessibleDescription("Please enter a valid URL."));
    expect(field(/^Website/)).toHaveFocus();
    expect(webhooks.report).not.toHaveBeenCalled();
  });

  test("while the request is out, the button reads “Submitting Details...” and is disabled", async () => {
    const request = pendingRequest();
    const webhooks = fakeWebhookClient();
    webhooks.report.mockReturnValue(request.promise);
    const onSuccess = vi.fn();
    const { user } = renderForm(<ReportDetailsForm onSuccess={onSuccess} />, webhooks);

    await user.type(field(/^Name/), "Ada");
    await user.type(field(/^Email/), "ada@example.com");
    await user.click(submit());

    expect(await screen.findByRole("button", { name: "Submitting Details..." })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await user.click(submit());
    expect(webhooks.report).toHaveBeenCalledTimes(1);

    await request.resolve();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Submit Details" })).not.toHaveAttribute("aria-disabled");
  });
});
