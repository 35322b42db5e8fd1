import { expect, type Locator } from "@playwright/test";
import { AI_FAMILIARITY, APP_CATEGORIES, PAIN_POINT_MAX_LENGTH, TEAM_SIZES, toasts } from "./form-helpers";
import { expectToast, opensForm, uniqueEmail } from "./form-helpers";
import { byEmail, formTest, type FormUnderTest } from "./form-journey";

/** The sign-up's fields, inside its form. */
function playbookFields(form: Locator) {
  const textbox = (name: string) => form.getByRole("textbox", { name, exact: true });
  return {
    fullName: textbox("Full name"),
    businessName: textbox("Business name"),
    businessWebsite: textbox("Business website"),
    industry: textbox("Industry or niche"),
    teamSize: form.getByRole("group", { name: "Team size" }),
    painPoint: textbox("What is your biggest time drain right now?"),
    aiFamiliarity: form.getByRole("slider", { name: "How familiar are you with AI tools?" }),
    apps: form.getByRole("group", { name: /^Which apps and platforms do you use\?/ }),
    app: (label: string) => form.getByRole("checkbox", { name: label, exact: true }),
    aiQuestion: textbox("Any AI question you'd like answered?"),
    email: textbox("Email"),
  };
}

const teamSize = TEAM_SIZES[1]; // "2-10", sent as "small"
// One app from each of three categories, ticked in the order the form lists them.
const chosenApps = [APP_CATEGORIES[0].apps[0], APP_CATEGORIES[2].apps[0], APP_CATEGORIES[3].apps[2]];
const textFields = [
  "fullName",
  "businessName",
  "businessWebsite",
  "industry",
  "painPoint",
  "aiQuestion",
  "email",
] as const;

/** A sign-up only this test sends. */
function aSignUp() {
  return {
    fullName: "Ada Byron",
    businessName: "Byron Bakery",
    businessWebsite: "https://byronbakery.example.com",
    industry: "Artisan bakery",
    painPoint: "Answering catering emails and building the weekly staff schedule",
    aiQuestion: "Can AI write our weekly specials post?",
    email: uniqueEmail("ada"),
  };
}

type Fields = ReturnType<typeof playbookFields> & FormUnderTest;
type SignUp = ReturnType<typeof aSignUp>;

const test = formTest({
  webhook: "playbook",
  name: "Weekly AI Playbook sign-up",
  submitLabel: "Sign Up",
  fields: playbookFields,
  values: aSignUp,
  // As a visitor does: typing, a click on a radio, arrow keys on the slider, clicks on apps.
  fill: async (fields, signUp, page) => {
    for (const key of textFields) await fields[key].fill(signUp[key]);
    await fields.teamSize.getByRole("radio", { name: teamSize.label, exact: true }).click();
    await fields.aiFamiliarity.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    for (const app of chosenApps) await fields.app(app.label).click();
  },
  mine: byEmail,
});

/** Every value the journey's `fill` entered is still there. */
async function expectSignUpShown(fields: Fields, signUp: SignUp) {
  for (const key of textFields) await expect(fields[key]).toHaveValue(signUp[key]);
  await expect(fields.teamSize.getByRole("radio", { name: teamSize.label, exact: true })).toBeChecked();
  await expect(fields.aiFamiliarity).toHaveValue("5");
  for (const app of chosenApps) await expect(fields.app(app.label)).toBeChecked();
}

test.describe("Weekly AI Playbook sign-up", () => {
  opensForm("/ai-playbook");

  test("signs the visitor up, resets the form, and the inbox receives every field, apps as a list and familiarity as a number, as JSON the browser sent as text/plain (no-cors)", async ({
    page,
    form,
  }) => {
    const { fields } = form;
    await expect(fields.aiFamiliarity).toHaveValue(String(AI_FAMILIARITY.default));
    await form.fill();
    await fields.submit.click();

    await expectToast(page, toasts.playbook.success);
    for (const key of textFields) await expect(fields[key]).toHaveValue("");
    await expect(fields.teamSize.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(fields.aiFamiliarity).toHaveValue(String(AI_FAMILIARITY.default));
    await expect(fields.apps.getByRole("checkbox", { checked: true })).toHaveCount(0);

    // The spec's call #3 carries no timestamp, so the body is exactly the form's fields.
    const apps = ["gmail", "slack", "google-drive"];
    await form.expectArrivedOnce({ ...form.values, teamSize: "small", aiFamiliarity: 5, apps }, null);
  });

  test("when the request fails it shows the error toast and keeps every answer", async ({ form }) => {
    await form.submitWhileFailing();

    await expectSignUpShown(form.fields, form.values);
  });

  test("a double click while signing up reads Signing Up..., stays disabled, and sends one sign-up", async ({
    page,
    form,
  }) => {
    await form.doubleClickWhileSending(() => expectToast(page, toasts.playbook.success));
  });

  test("submitting it empty shows each field's message, moves focus to the first, and sends nothing", async ({
    form,
  }) => {
    const { fields } = form;
    await fields.submit.click();

    await expect(fields.fullName).toHaveAccessibleDescription(/Name must be at least 2 characters\./);
    await expect(fields.businessName).toHaveAccessibleDescription(/Please enter your business name\./);
    await expect(fields.industry).toHaveAccessibleDescription(/Please specify your industry or niche\./);
    await expect(fields.teamSize).toHaveAccessibleDescription(/Please select your team size\./);
    await expect(fields.apps).toHaveAccessibleDescription(/Please select at least one app or platform\./);
    await expect(fields.email).toHaveAccessibleDescription(/Please enter a valid email address\./);
    await expect(fields.fullName).toBeFocused();
    // An empty website and question are allowed.
    await expect(fields.businessWebsite).not.toHaveAttribute("aria-invalid", "true");
    await expect(fields.aiQuestion).not.toHaveAttribute("aria-invalid", "true");
    expect(form.posts()).toBe(0);
  });

  test("a one-letter name, a bad website and a bad email each show their message, and focus goes to the first invalid field", async ({
    form,
  }) => {
    const { fields } = form;
    await form.fill();
    await fields.businessWebsite.fill("byron bakery");
    await fields.email.fill("ada@byron");
    await fields.submit.click();

    await expect(fields.businessWebsite).toHaveAccessibleDescription(/Please enter a valid URL\./);
    await expect(fields.email).toHaveAccessibleDescription(/Please enter a valid email address\./);
    await expect(fields.businessWebsite).toBeFocused();
    await expect(fields.fullName).not.toHaveAttribute("aria-invalid", "true");

    await fields.fullName.fill("A");
    await fields.submit.click();
    await expect(fields.fullName).toHaveAccessibleDescription(/Name must be at least 2 characters\./);
    await expect(fields.fullName).toBeFocused();
    await form.expectNothingSent();
  });

  test("the time-drain answer stops at 100 characters", async ({ page, form }) => {
    const { painPoint } = form.fields;
    await painPoint.click();
    await page.keyboard.type("x".repeat(PAIN_POINT_MAX_LENGTH + 20));

    await expect(painPoint).toHaveValue("x".repeat(PAIN_POINT_MAX_LENGTH));
    await expect(painPoint).not.toHaveAttribute("aria-invalid", "true");
  });
});
