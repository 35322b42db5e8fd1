import { expect, type Locator, type Page } from "@playwright/test";
import { adminPage, site } from "@grand-river/content";
import { expectToast, openForm, opensForm, toasts, uniqueTag } from "./form-helpers";
import { expectStillHolds, formTest, type FormUnderTest } from "./form-journey";

/** The code the site under test was built with (see vite.config.ts). */
const adminCode = process.env.ADMIN_CODE ?? "2468";

function gate(page: Page) {
  const form = page.getByRole("form", { name: adminPage.gate.heading });
  return {
    form,
    password: form.getByRole("textbox", { name: "Password", exact: true }),
    unlock: form.getByRole("button", { name: "Unlock", exact: true }),
  };
}

/**
 * One day's work only this test logs: 09:00 to 17:00 with a 30-minute break at $25.50 an hour,
 * which is 7h 30m and $191.25.
 */
function aWorkDay() {
  return {
    date: "2025-03-10",
    clientName: `Lakeshore Dental ${uniqueTag()}`,
    worker: site.workers[1],
    startTime: "09:00",
    endTime: "17:00",
    breakTime: "30",
    hourlyRate: "25.50",
    workDescription: "Set up appointment-reminder automation.\nTrained the front desk on it.",
  };
}

/** The work log's fields, inside its form. */
function workLogFields(form: Locator) {
  return {
    date: form.getByRole("textbox", { name: "Date", exact: true }),
    dayOfWeek: form.getByRole("textbox", { name: "Day of week" }),
    clientName: form.getByRole("textbox", { name: "Client name" }),
    worker: form.getByRole("combobox", { name: "Worker" }),
    startTime: form.getByRole("textbox", { name: "Start time", exact: true }),
    endTime: form.getByRole("textbox", { name: "End time", exact: true }),
    breakTime: form.getByRole("spinbutton", { name: "Break (minutes)" }),
    hourlyRate: form.getByRole("spinbutton", { name: "Hourly rate ($)" }),
    workDescription: form.getByRole("textbox", { name: "Work description" }),
    totalTime: form.getByRole("status", { name: "Total time" }),
    netPay: form.getByRole("status", { name: "Net pay" }),
  };
}

/** The work log as a test finds it: its fields, its form and its submit button. */
type WorkLog = ReturnType<typeof workLogFields> & FormUnderTest;

const test = formTest({
  webhook: "worklog",
  name: "Work Log Entry",
  submitLabel: "Submit Work Log",
  fields: workLogFields,
  values: aWorkDay,
  fill: async (fields, day) => {
    await fields.date.fill(day.date);
    await fields.clientName.fill(day.clientName);
    await fields.worker.selectOption({ label: day.worker });
    await fields.startTime.fill(day.startTime);
    await fields.endTime.fill(day.endTime);
    await fields.breakTime.fill(day.breakTime);
    await fields.hourlyRate.fill(day.hourlyRate);
    await fields.workDescription.fill(day.workDescription);
  },
  // The client name carries a tag of this test's own.
  mine: (day) => (body) => body.clientName === day.clientName,
});

/** Opens /admin and enters the right code, as a team member does. */
async function unlockAdmin(page: Page, fields: WorkLog) {
  await openForm(page, "/admin");
  await gate(page).password.fill(adminCode);
  await gate(page).password.press("Enter");
  await expect(fields.form).toBeVisible();
}

/** Local calendar date and time, read the way the person at the keyboard reads them. */
function localNow(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    weekday: now.toLocaleDateString("en-US", { weekday: "long" }),
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}

/**
 * The form shows a fresh entry (spec §4) opened between `from` and `to`: that day and its weekday,
 * the default worker, 09:00 until the time it opened, no break, and client, rate and description empty.
 * Both ends are accepted in case a minute (or midnight) turned over in between.
 */
async function expectFreshEntry(fields: WorkLog, from: Date, to: Date) {
  const [first, last] = [localNow(from), localNow(to)];
  const either = (a: string, b: string) => new RegExp(`^(${a}|${b})$`);
  await expect(fields.date).toHaveValue(either(first.date, last.date));
  await expect(fields.dayOfWeek).toHaveValue(either(first.weekday, last.weekday));
  await expect(fields.worker).toHaveValue(site.workers[0]);
  await expect(fields.startTime).toHaveValue("09:00");
  await expect(fields.endTime).toHaveValue(either(first.time, last.time));
  await expect(fields.breakTime).toHaveValue("0");
  await expect(fields.clientName).toHaveValue("");
  await expect(fields.hourlyRate).toHaveValue("");
  await expect(fields.workDescription).toHaveValue("");
}

test.describe("admin password gate", () => {
  opensForm("/admin");

  test("an empty password shows Password is required and stays locked", async ({ page, form }) => {
    const { password, unlock } = gate(page);
    await unlock.click();

    await expect(password).toHaveAccessibleDescription(/Password is required/);
    await expect(password).toBeFocused();
    await expect(form.fields.form).toHaveCount(0);
  });

  test("a wrong password shows Access Denied and stays locked", async ({ page, form }) => {
    const { password } = gate(page);
    await password.fill(`${adminCode}0`);
    await password.press("Enter");

    await expectToast(page, toasts.admin.denied);
    await expect(password).toBeVisible();
    await expect(password).toBeFocused();
    await expect(form.fields.form).toHaveCount(0);
  });

  test("the right password shows Access Granted and opens the work log until the page is reloaded", async ({
    page,
    form,
  }) => {
    const { password, unlock } = gate(page);
    await password.fill(adminCode);
    await unlock.click();

    await expectToast(page, toasts.admin.granted);
    await expect(form.fields.form).toBeVisible();
    await expect(gate(page).form).toHaveCount(0);

    // Unlocked lives only in page state: a fresh page asks again.
    await page.reload();
    await expect(gate(page).password).toBeVisible();
    await expect(form.fields.form).toHaveCount(0);
  });
});

test.describe("work log", () => {
  let openedAt: Date;
  test.beforeEach(async ({ page, form }) => {
    openedAt = new Date();
    await unlockAdmin(page, form.fields);
  });

  test("opens on a fresh entry for today, from 09:00 until now, with the default worker and no break", async ({
    form,
  }) => {
    await expectFreshEntry(form.fields, openedAt, new Date());
    // Exactly four choices (§9): the three named workers and Other.
    await expect(form.fields.worker.getByRole("option")).toHaveText([...site.workers, "Other"]);
  });

  test("submits the entry, confirms it, and the inbox receives every field with totalTime and netPay, as JSON the browser sent as text/plain (no-cors)", async ({
    page,
    form,
  }) => {
    const { fields, values: day } = form;
    await form.fill();
    await expect(fields.dayOfWeek).toHaveValue("Monday");
    await expect(fields.totalTime).toHaveText("7h 30m");
    await expect(fields.netPay).toHaveText("$191.25");
    const since = Date.now();
    await fields.submit.click();

    await expectToast(page, toasts.worklog.success);
    const panel = page.getByRole("region", { name: toasts.worklog.success.title });
    await expect(panel).toContainText(toasts.worklog.success.description);
    await expect(fields.form).toHaveCount(0);

    await form.expectArrivedOnce(
      {
        date: "2025-03-10",
        dayOfWeek: "Monday",
        clientName: day.clientName,
        worker: day.worker,
        startTime: "09:00",
        endTime: "17:00",
        breakTime: 30,
        hourlyRate: 25.5,
        workDescription: day.workDescription,
        totalTime: "7h 30m",
        netPay: "191.25",
      },
      since,
    );

    const before = new Date();
    await panel.getByRole("button", { name: "Submit Another Work Log" }).click();
    await expect(fields.form).toBeVisible();
    await expectFreshEntry(form.fields, before, new Date());
  });

  test("when the request fails it shows the Submission Error toast and keeps every value", async ({ form }) => {
    await form.submitWhileFailing();

    await expectStillHolds(form.fields, form.values);
    await expect(form.fields.dayOfWeek).toHaveValue("Monday");
  });

  test("a double click while submitting reads Submitting..., stays disabled, and sends one entry", async ({
    page,
    form,
  }) => {
    const panel = page.getByRole("region", { name: toasts.worklog.success.title });
    await form.doubleClickWhileSending(() => expect(panel).toBeVisible());
  });

  test("a fresh entry shows the required messages for client, rate and description, and focuses the client name", async ({
    form,
  }) => {
    const { fields } = form;
    await fields.submit.click();

    await expect(fields.clientName).toHaveAccessibleDescription(/Client name is required/);
    await expect(fields.hourlyRate).toHaveAccessibleDescription(/Hourly rate is required/);
    await expect(fields.workDescription).toHaveAccessibleDescription(/Work description is required/);
    await expect(fields.clientName).toBeFocused();
    for (const filled of [
      fields.date,
      fields.dayOfWeek,
      fields.worker,
      fields.startTime,
      fields.endTime,
      fields.breakTime,
    ]) {
      await expect(filled).not.toHaveAttribute("aria-invalid", "true");
    }
    expect(form.posts()).toBe(0);
  });

  // The worker cannot be emptied: every one of its four options is a choice.
  test("emptying every field shows the seven required messages a visitor can reach and focuses the date", async ({
    form,
  }) => {
    const { fields } = form;
    await fields.date.fill("");
    await fields.startTime.fill("");
    await fields.endTime.fill("");
    await fields.submit.click();

    await expect(fields.date).toHaveAccessibleDescription(/Date is required/);
    await expect(fields.dayOfWeek).toHaveAccessibleDescription(/Day of week is required/);
    await expect(fields.clientName).toHaveAccessibleDescription(/Client name is required/);
    await expect(fields.startTime).toHaveAccessibleDescription(/Start time is required/);
    await expect(fields.endTime).toHaveAccessibleDescription(/End time is required/);
    await expect(fields.hourlyRate).toHaveAccessibleDescription(/Hourly rate is required/);
    await expect(fields.workDescription).toHaveAccessibleDescription(/Work description is required/);
    await expect(fields.worker).not.toHaveAttribute("aria-invalid", "true");
    await expect(fields.date).toBeFocused();
    expect(form.posts()).toBe(0);
  });

  test("total time and net pay update live as times, break and rate change", async ({ form }) => {
    const { fields } = form;
    await fields.startTime.fill("09:00");
    await fields.endTime.fill("17:00");
    await fields.breakTime.fill("0");
    await expect(fields.totalTime).toHaveText("8h 0m");
    await expect(fields.netPay).toHaveText("$0.00");

    await fields.hourlyRate.fill("20");
    await expect(fields.netPay).toHaveText("$160.00");

    await fields.breakTime.fill("45");
    await expect(fields.totalTime).toHaveText("7h 15m");
    await expect(fields.netPay).toHaveText("$145.00");

    await fields.startTime.fill("12:30");
    await expect(fields.totalTime).toHaveText("3h 45m");
    await expect(fields.netPay).toHaveText("$75.00");

    // An end before the start is no work, not an overnight shift.
    await fields.endTime.fill("08:00");
    await expect(fields.totalTime).toHaveText("0h 0m");
    await expect(fields.netPay).toHaveText("$0.00");
  });

  test("changing the date sets the day of week to that date's weekday", async ({ form }) => {
    const { fields } = form;
    for (const [date, weekday] of [
      ["2024-02-29", "Thursday"],
      ["2025-03-09", "Sunday"],
      ["2025-12-31", "Wednesday"],
    ] as const) {
      await fields.date.fill(date);
      await expect(fields.dayOfWeek).toHaveValue(weekday);
    }
  });
});
