import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { toasts } from "../messages.js";
import { FORM_TEST_TIMEOUT } from "../testing/patience.js";
import { fakeWebhookClient, findToast, pendingRequest, renderForm, aSubmission } from "../testing/renderForm.js";
import { visibleInputs } from "../testing/visibleInputs.js";
import { APP_CATEGORIES, TEAM_SIZES } from "./options.js";
import { PlaybookForm } from "./PlaybookForm.js";

type User = ReturnType<typeof renderForm>["user"];

const textbox = (name: string) => screen.getByRole("textbox", { name });
const teamSize = () => screen.getByRole("group", { name: /^Team size/ });
const apps = () => screen.getByRole("group", { name: /^Which apps and platforms/ });
const familiarity = () => screen.getByRole("slider", { name: "How familiar are you with AI tools?" });
const signUp = () => screen.getByRole("button", { name: /Sign Up|Signing Up/ });

/** Fills the required fields with valid answers, leaving the optional ones alone. */
async function fillRequired(user: User) {
  await user.type(textbox("Full name"), "Grace Hopper");
  await user.type(textbox("Business name"), "Cobol Consulting");
  await user.type(textbox("Industry or niche"), "Software");
  await user.click(screen.getByRole("radio", { name: "2-10" }));
  await user.click(screen.getByRole("checkbox", { name: "Slack" }));
  await user.type(textbox("Email"), "grace@example.com");
}

/** Submits and waits until the form has settled. */
async function submit(user: User) {
  await user.click(signUp());
}

describe("PlaybookForm", { timeout: FORM_TEST_TIMEOUT }, () => {
  test("sends every answer as the spec names it, thanks the visitor and resets the form", async () => {
    const { user, webhooks } = renderForm(<PlaybookForm />);

    await user.type(textbox("Full name"), "Grace Hopper ");
    await user.type(textbox("Business name"), "Cobol Consulting");
    await user.type(textbox("Business website"), "https://cobol.example.com");
    await user.type(textbox("Industry or niche"), "Software");
    await user.click(screen.getByRole("radio", { name: "11-50" }));
    await user.type(textbox("What is your biggest time drain right now?"), "Invoices take hours");
    fireEvent.change(familiarity(), { target: { value: "5" } });
    // Ticked out of order: the list is sent in the order the form shows it.
    await user.click(screen.getByRole("checkbox", { name: "Power BI" }));
    await user.click(screen.getByRole("checkbox", { name: "Gmail" }));
    await user.click(screen.getByRole("checkbox", { name: "Google Calendar" }));
    await user.type(textbox("Any AI question you'd like answered?"), "Which AI tool writes proposals best?");
    await user.type(textbox("Email"), "grace@example.com");
    await submit(user);

    await findToast({
      title: "Submission received!",
      description: "You've been signed up for the Weekly AI Playbook. Check your email soon!",
      variant: "success",
    });
    expect(webhooks.playbook).toHaveBeenCalledTimes(1);
    expect(webhooks.playbook).toHaveBeenCalledWith(
      {
        fullName: "Grace Hopper",
        businessName: "Cobol Consulting",
        businessWebsite: "https://cobol.example.com",
        industry: "Software",
        teamSize: "medium",
        painPoint: "Invoices take hours",
        aiFamiliarity: 5,
        apps: ["gmail", "google-calendar", "power-bi"],
        aiQuestion: "Which AI tool writes proposals best?",
        email: "grace@example.com",
      },
      aSubmission,
    );

    expect(textbox("Full name")).toHaveValue("");
    expect(textbox("What is your biggest time drain right now?")).toHaveValue("");
    expect(within(teamSize()).queryByRole("radio", { checked: true })).toBeNull();
    expect(within(apps()).queryAllByRole("checkbox", { checked: true })).toHaveLength(0);
    expect(familiarity()).toHaveValue("3");
  });

  test("sends the optional answers empty and familiarity 3 when left alone", async () => {
    const { user, webhooks } = renderForm(<PlaybookForm />);

    await fillRequired(user);
    await submit(user);

    await findToast(toasts.playbook.success);
    expect(webhooks.playbook).toHaveBeenCalledWith(
      {
        fullName: "Grace Hopper",
        businessName: "Cobol Consulting",
        businessWebsite: "",
        industry: "Software",
        teamSize: "small",
        painPoint: "",
        aiFamiliarity: 3,
        apps: ["slack"],
        aiQuestion: "",
        email: "grace@example.com",
      },
      aSubmission,
    );
  });

  test.each(TEAM_SIZES)("the team size “$label” can be chosen and is sent as “$value”", async ({ label, value }) => {
    const { user, webhooks } = renderForm(<PlaybookForm />);

    await fillRequired(user);
    await user.click(screen.getByRole("radio", { name: label }));
    await submit(user);

    await findToast(toasts.playbook.success);
    expect(webhooks.playbook).toHaveBeenCalledWith(expect.objectContaining({ teamSize: value }), aSubmission);
  });

  test("offers the team sizes Solo, 2-10, 11-50 and 50+, and the apps in their six categories", () => {
    renderForm(<PlaybookForm />);

    expect(
      within(teamSize())
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["solo", "small", "medium", "large"]);
    for (const { name, apps: listed } of APP_CATEGORIES) {
      const category = within(apps()).getByRole("group", { name });
      expect(
        within(category)
          .getAllByRole("checkbox")
          .map((box) => box.getAttribute("value")),
      ).toEqual(listed.map((app) => app.id));
    }
  });

  test("gives every input the spec's field name", () => {
    renderForm(<PlaybookForm />);

    const names = new Set(visibleInputs().map((input) => input.getAttribute("name")));
    expect([...names]).toEqual([
      "fullName",
      "businessName",
      "businessWebsite",
      "industry",
      "teamSize",
      "painPoint",
      "aiFamiliarity",
      "apps",
      "aiQuestion",
      "email",
    ]);
  });

  test("the familiarity slider runs from 1 to 5 in whole steps and starts at 3", () => {
    renderForm(<PlaybookForm />);

    expect(familiarity()).toHaveAttribute("min", "1");
    expect(familiarity()).toHaveAttribute("max", "5");
    expect(familiarity()).toHaveAttribute("step", "1");
    expect(familiarity()).toHaveValue("3");
  });

  test.each([
    { field: "Full name", short: "G", enough: "Gr", message: "Name must be at least 2 characters." },
    { field: "Business name", short: "C", enough: "Co", message: "Please enter your business name." },
    { field: "Industry or niche", short: "S", enough: "IT", message: "Please specify your industry or niche." },
  ])("$field: 1 character shows “$message”, 2 characters clear it", async ({ field, short, enough, message }) => {
    const { user, webhooks } = renderForm(<PlaybookForm />);

    await fillRequired(user);
    await user.clear(textbox(field));
    await user.type(textbox(field), short);
    await submit(user);

    await waitFor(() => expect(textbox(field)).toHaveAccessibleDescription(new RegExp(`^${message}`)));
    expect(textbox(field)).toHaveAttribute("aria-invalid", "true");
    expect(textbox(field)).toHaveFocus();
    expect(webhooks.playbook).not.toHaveBeenCalled();

    await user.type(textbox(field), enough.slice(1));
    expect(textbox(field)).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(message)).toBeNull();
  });

  test("the pain point is capped at 100 characters: typing 101 keeps 100, and they are sent", async () => {
    const { user, webhooks } = renderForm(<PlaybookForm />);
    const painPoint = textbox("What is your biggest time drain right now?");

    await fillRequired(user);
    await user.type(painPoint, "x".repeat(101));

    expect(painPoint).toHaveAttribute("maxlength", "100");
    expect(painPoint).toHaveValue("x".repeat(100));
    expect(screen.getByText("100/100")).toBeVisible();
    await submit(user);

    await findToast(toasts.playbook.success);
    expect(webhooks.playbook).toHaveBeenCalledWith(
      expect.objectContaining({ painPoint: "x".repeat(100) }),
      aSubmission,
    );
  });

  test.each([
    { website: "", outcome: "is accepted empty" },
    { website: "https://cobol.example.com", outcome: "is accepted" },
  ])("business website “$website” $outcome", async ({ website }) => {
    const { user, webhooks } = renderForm(<PlaybookForm />);

    await fillRequired(user);
    if (website) await user.type(textbox("Business website"), website);
    await submit(user);

    await findToast(toasts.playbook.success);
    expect(webhooks.playbook).toHaveBeenCalledWith(expect.objectContaining({ businessWebsite: website }), aSubmission);
  });

  test.each(["cobol.example.com", "not a url"])(
    "business website “%s” says “Please enter a valid URL.”",
    async (website) => {
      const { user, webhooks } = renderForm(<PlaybookForm />);

      await fillRequired(user);
      await user.type(textbox("Business website"), website);
      await submit(user);

      await waitFor(() => expect(textbox("Business website")).toHaveAccessibleDescription("Please enter a valid URL."));
      expect(textbox("Business website")).toHaveFocus();
      expect(webhooks.playbook).not.toHaveBeenCalled();
    },
  );

  test("with no team size chosen, says “Please select your team size.” on the group", async () => {
    const { user, webhooks } = renderForm(<PlaybookForm />);

    await user.type(textbox("Full name"), "Grace Hopper");
    await user.type(textbox("Business name"), "Cobol Consulting");
    await user.type(textbox("Industry or niche"), "Software");
    await user.click(screen.getByRole("checkbox", { name: "Slack" }));
    await user.type(textbox("Email"), "grace@example.com");
    await submit(user);

    await waitFor(() => expect(teamSize()).toHaveAccessibleDescription("Please select your team size."));
    expect(screen.getByRole("radio", { name: "Solo" })).toHaveFocus();
    expect(webhooks.playbook).not.toHaveBeenCalled();
  });

  test("with no app ticked, says “Please select at least one app or platform.”, and ticking one clears it", async () => {
    const { user, webhooks } = renderForm(<PlaybookForm />);

    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: "Slack" }));
    await submit(user);

    await waitFor(() => expect(apps()).toHaveAccessibleDescription(/^Please select at least one app or platform\./));
    expect(screen.getByRole("checkbox", { name: "Gmail" })).toHaveFocus();
    expect(webhooks.playbook).not.toHaveBeenCalled();

    await user.click(screen.getByRole("checkbox", { name: "Zoom" }));
    expect(screen.queryByText("Please select at least one app or platform.")).toBeNull();
  });

  test.each([
    { email: "", case: "an empty email" },
    { email: "grace@", case: "an email without a domain" },
  ])("with $case, says “Please enter a valid email address.”", async ({ email }) => {
    const { user, webhooks } = renderForm(<PlaybookForm />);

    await fillRequired(user);
    await user.clear(textbox("Email"));
    if (email) await user.type(textbox("Email"), email);
    await submit(user);

    await waitFor(() => expect(textbox("Email")).toHaveAccessibleDescription(/^Please enter a valid email address\./));
    expect(webhooks.playbook).not.toHaveBeenCalled();
  });

  test("an empty form shows every required field's message and focuses the first", async () => {
    const { user } = renderForm(<PlaybookForm />);

    await submit(user);

    for (const message of [
      "Name must be at least 2 characters.",
      "Please enter your business name.",
      "Please specify your industry or niche.",
      "Please select your team size.",
      "Please select at least one app or platform.",
      "Please enter a valid email address.",
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(textbox("Full name")).toHaveFocus();
  });

  test("while the request is out, the button reads “Signing Up...” and is disabled", async () => {
    const request = pendingRequest();
    const webhooks = fakeWebhookClient();
    webhooks.playbook.mockReturnValue(request.promise);
    const { user } = renderForm(<PlaybookForm />, webhooks);

    await fillRequired(user);
    await submit(user);

    expect(await screen.findByRole("button", { name: "Signing Up..." })).toHaveAttribute("aria-disabled", "true");
    await user.click(signUp());
    expect(webhooks.playbook).toHaveBeenCalledTimes(1);

    await request.resolve();
    expect(screen.getByRole("button", { name: "Sign Up" })).not.toHaveAttribute("aria-disabled");
  });
});
