import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { FORM_TEST_TIMEOUT } from "../testing/patience.js";
import { fakeWebhookClient, findToast, pendingRequest, renderForm, aSubmission } from "../testing/renderForm.js";
import { WorklogForm } from "./WorklogForm.js";

type User = ReturnType<typeof renderForm>["user"];

const workers = ["Alex Rivera", "Jordan Lee", "Sam Patel"] as const;

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()$]/g, "\\$&")}`));
const worker = () => screen.getByRole("combobox", { name: "Worker" });
const totalTime = () => screen.getByRole("status", { name: "Total time" });
const netPay = () => screen.getByRole("status", { name: "Net pay" });
const submit = () => screen.getByRole("button", { name: /Submit Work Log|Submitting/ });

/** Sets a date or time input the way its picker does: one change to a whole value. */
function pick(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

/** Completes the entry left open by the defaults: a client, an 8-hour day with a break, a rate and the work done. */
async function fillEntry(user: User) {
  await user.type(input("Client name"), " Acme Storage ");
  pick("End time", "17:30");
  await user.clear(input("Break (minutes)"));
  await user.type(input("Break (minutes)"), "30");
  await user.type(input("Hourly rate ($)"), "25.50");
  await user.type(input("Work description"), "Built the intake automation");
}

describe("WorklogForm, in Grand Rapids on Monday 10 March 2025 at 6 pm", { timeout: FORM_TEST_TIMEOUT }, () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "America/Detroit";
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-10T22:00:00.000Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test("opens as a “Work Log Entry” in four sections, filled in for today from 09:00 until now", () => {
    renderForm(<WorklogForm workers={workers} />);

    expect(screen.getByRole("heading", { name: "Work Log Entry" })).toBeVisible();
    for (const section of ["Date and Time", "People", "Time Tracking", "Work Details"]) {
      expect(screen.getByRole("group", { name: section })).toBeVisible();
    }
    expect(input("Date")).toHaveValue("2025-03-10");
    expect(input("Day of week")).toHaveValue("Monday");
    expect(input("Day of week")).toHaveAttribute("readonly");
    expect(worker()).toHaveValue("Alex Rivera");
    expect(input("Start time")).toHaveValue("09:00");
    expect(input("End time")).toHaveValue("18:00");
    expect(input("Break (minutes)")).toHaveValue(0);
    expect(input("Client name")).toHaveValue("");
    expect(input("Hourly rate ($)")).toHaveValue(null);
    expect(input("Work description")).toHaveValue("");
    expect(totalTime()).toHaveTextContent("9h 0m");
    expect(netPay()).toHaveTextContent("$0.00");
  });

  test("offers the three named workers and Other", () => {
    renderForm(<WorklogForm workers={workers} />);

    const options = within(worker())
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["Alex Rivera", "Jordan Lee", "Sam Patel", "Other"]);
  });

  test("gives every input the spec's field name and the number inputs their limits", () => {
    renderForm(<WorklogForm workers={workers} />);

    expect(
      [...document.querySelectorAll("input, select, textarea")].map((field) => field.getAttribute("name")),
    ).toEqual([
      "date",
      "dayOfWeek",
      "clientName",
      "worker",
      "startTime",
      "endTime",
      "breakTime",
      "hourlyRate",
      "workDescription",
    ]);
    expect(input("Date")).toHaveAttribute("type", "date");
    expect(input("Start time")).toHaveAttribute("type", "time");
    expect(input("Break (minutes)")).toHaveAttribute("min", "0");
    expect(input("Hourly rate ($)")).toHaveAttribute("min", "0");
    expect(input("Hourly rate ($)")).toHaveAttribute("step", "0.01");
  });

  test.each([
    { date: "2025-03-09", weekday: "Sunday" },
    { date: "2024-02-29", weekday: "Thursday" },
    { date: "2025-11-03", weekday: "Monday" },
  ])("picking $date sets the day of week to $weekday", ({ date, weekday }) => {
    renderForm(<WorklogForm workers={workers} />);

    pick("Date", date);

    expect(input("Day of week")).toHaveValue(weekday);
  });

  test("recalculates total time and net pay on every change", async () => {
    const { user } = renderForm(<WorklogForm workers={workers} />);

    pick("End time", "17:30");
    expect(totalTime()).toHaveTextContent("8h 30m");

    await user.clear(input("Break (minutes)"));
    await user.type(input("Break (minutes)"), "30");
    expect(totalTime()).toHaveTextContent("8h 0m");

    await user.type(input("Hourly rate ($)"), "25.5");
    expect(netPay()).toHaveTextContent("$204.00");

    pick("Start time", "18:00");
    expect(totalTime()).toHaveTextContent("0h 0m");
    expect(netPay()).toHaveTextContent("$0.00");
  });

  test("sends every field with the totals and the time, then confirms", async () => {
    const { user, webhooks } = renderForm(<WorklogForm workers={workers} />);

    await fillEntry(user);
    await user.selectOptions(worker(), "Jordan Lee");
    await user.click(submit());

    await findToast({
      title: "Work Log Submitted Successfully!",
      description: "Your work log has been recorded and submitted.",
      variant: "success",
    });
    expect(webhooks.worklog).toHaveBeenCalledTimes(1);
    expect(webhooks.worklog).toHaveBeenCalledWith(
      {
        date: "2025-03-10",
        dayOfWeek: "Monday",
        clientName: "Acme Storage",
        worker: "Jordan Lee",
        startTime: "09:00",
        endTime: "17:30",
        breakTime: 30,
        hourlyRate: 25.5,
        workDescription: "Built the intake automation",
        totalTime: "8h 0m",
        netPay: "204.00",
        timestamp: "2025-03-10T22:00:00.000Z",
      },
      aSubmission,
    );
    expect(screen.getByRole("heading", { name: "Work Log Submitted Successfully!" })).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "Work Log Entry" })).toBeNull();
  });

  test("“Submit Another Work Log” brings back a fresh entry for today, ending at the new now", async () => {
    const { user } = renderForm(<WorklogForm workers={workers} />);

    await fillEntry(user);
    await user.selectOptions(worker(), "Other");
    pick("Date", "2025-03-07");
    await user.click(submit());
    const again = await screen.findByRole("button", { name: "Submit Another Work Log" });
    vi.setSystemTime(new Date("2025-03-10T22:47:00.000Z"));
    await user.click(again);

    expect(input("Date")).toHaveValue("2025-03-10");
    expect(input("Day of week")).toHaveValue("Monday");
    expect(worker()).toHaveValue("Alex Rivera");
    expect(input("Start time")).toHaveValue("09:00");
    expect(input("End time")).toHaveValue("18:47");
    expect(input("Break (minutes)")).toHaveValue(0);
    expect(input("Client name")).toHaveValue("");
    expect(input("Hourly rate ($)")).toHaveValue(null);
    expect(input("Work description")).toHaveValue("");
  });

  // The worker cannot be emptied (its four options are all people); schema.test.ts covers its message.
  test("an entry emptied out shows the seven “… is required” messages a visitor can reach and focuses the date", async () => {
    const { user, webhooks } = renderForm(<WorklogForm workers={workers} />);

    pick("Date", "");
    pick("Start time", "");
    pick("End time", "");
    await user.click(submit());

    for (const [label, message] of [
      ["Date", "Date is required"],
      ["Day of week", "Day of week is required"],
      ["Client name", "Client name is required"],
      ["Start time", "Start time is required"],
      ["End time", "End time is required"],
      ["Hourly rate ($)", "Hourly rate is required"],
      ["Work description", "Work description is required"],
    ] as const) {
      await waitFor(() => expect(input(label)).toHaveAccessibleDescription(new RegExp(`^${message}`)));
      expect(input(label)).toHaveAttribute("aria-invalid", "true");
    }
    expect(input("Date")).toHaveFocus();
    expect(webhooks.worklog).not.toHaveBeenCalled();
  });

  test("refuses a negative break", async () => {
    const { user, webhooks } = renderForm(<WorklogForm workers={workers} />);

    await fillEntry(user);
    await user.clear(input("Break (minutes)"));
    await user.type(input("Break (minutes)"), "-5");
    await user.click(submit());

    await waitFor(() =>
      expect(input("Break (minutes)")).toHaveAccessibleDescription("Break time must be a non-negative number"),
    );
    expect(webhooks.worklog).not.toHaveBeenCalled();
  });

  test("while the request is out, the button reads “Submitting...” and is disabled", async () => {
    const request = pendingRequest();
    const webhooks = fakeWebhookClient();
    webhooks.worklog.mockReturnValue(request.promise);
    const { user } = renderForm(<WorklogForm workers={workers} />, webhooks);

    await fillEntry(user);
    await user.click(submit());

    expect(await screen.findByRole("button", { name: "Submitting..." })).toHaveAttribute("aria-disabled", "true");
    await user.click(submit());
    expect(webhooks.worklog).toHaveBeenCalledTimes(1);

    await request.resolve();
    expect(screen.getByRole("button", { name: "Submit Another Work Log" })).toBeVisible();
  });
});
