import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, within } from "storybook/test";
import { toasts } from "../messages.js";
import {
  aSubmission,
  expectAnnouncement,
  fieldByLabel,
  formStoryMeta,
  isoInstant,
  sendFails,
  stillHolds,
} from "../testing/stories.js";
import { currentTime, todayIso } from "./today.js";
import { weekdayOf } from "./weekday.js";
import { WorklogForm } from "./WorklogForm.js";

const { webhooks, withFakeWebhooks } = formStoryMeta();

const meta = {
  title: "Forms/WorklogForm",
  component: WorklogForm,
  args: { workers: ["Alex Rivera", "Jordan Lee", "Sam Patel"] },
  ...withFakeWebhooks,
} satisfies Meta<typeof WorklogForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills an entry for Monday 10 March 2025, 09:00–17:30 with a 30-minute break at $25.50 an hour. */
async function fillEntry(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // Date and time pickers are set in one change, as the browser's picker does.
  await fireEvent.change(fieldByLabel(canvasElement, "Date"), { target: { value: "2025-03-10" } });
  await userEvent.type(fieldByLabel(canvasElement, "Client name"), "Acme Storage");
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Worker" }), "Jordan Lee");
  await fireEvent.change(fieldByLabel(canvasElement, "Start time"), { target: { value: "09:00" } });
  await fireEvent.change(fieldByLabel(canvasElement, "End time"), { target: { value: "17:30" } });
  await userEvent.clear(fieldByLabel(canvasElement, "Break (minutes)"));
  await userEvent.type(fieldByLabel(canvasElement, "Break (minutes)"), "30");
  await userEvent.type(fieldByLabel(canvasElement, "Hourly rate ($)"), "25.50");
  await userEvent.type(fieldByLabel(canvasElement, "Work description"), "Built the intake automation");
}

/** Totals follow the inputs; the entry is sent with them and a confirmation offers another. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await fillEntry(canvasElement);
    await expect(fieldByLabel(canvasElement, "Day of week")).toHaveValue("Monday");
    await expect(canvas.getByRole("status", { name: "Total time" })).toHaveTextContent("8h 0m");
    await expect(canvas.getByRole("status", { name: "Net pay" })).toHaveTextContent("$204.00");
    await userEvent.click(canvas.getByRole("button", { name: "Submit Work Log" }));

    await expectAnnouncement(canvasElement, "status", toasts.worklog.success.description);
    await expect(webhooks.worklog).toHaveBeenCalledWith(
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
        timestamp: expect.stringMatching(isoInstant),
      },
      aSubmission,
    );

    await userEvent.click(canvas.getByRole("button", { name: "Submit Another Work Log" }));
    const today = todayIso();
    await expect(fieldByLabel(canvasElement, "Date")).toHaveValue(today);
    await expect(fieldByLabel(canvasElement, "Day of week")).toHaveValue(weekdayOf(today));
    await expect(canvas.getByRole("combobox", { name: "Worker" })).toHaveValue("Alex Rivera");
    await expect(fieldByLabel(canvasElement, "Start time")).toHaveValue("09:00");
    await expect(fieldByLabel(canvasElement, "Client name")).toHaveValue("");
    await expect(fieldByLabel(canvasElement, "Hourly rate ($)")).toHaveValue(null);
    await expect(fieldByLabel(canvasElement, "Break (minutes)")).toHaveValue(0);
  },
};

/** Opens on today, from 09:00 until now, with the first worker. */
export const FreshEntry: Story = {
  play: async ({ canvasElement }) => {
    const today = todayIso();
    await expect(fieldByLabel(canvasElement, "Date")).toHaveValue(today);
    await expect(fieldByLabel(canvasElement, "Day of week")).toHaveValue(weekdayOf(today));
    await expect(fieldByLabel(canvasElement, "Start time")).toHaveValue("09:00");
    // The clock may tick over a minute between opening and looking.
    await expect([currentTime(new Date(Date.now() - 60_000)), currentTime()]).toContain(
      (fieldByLabel(canvasElement, "End time") as HTMLInputElement).value,
    );
  },
};

/** An emptied entry shows the seven "… is required" messages a visitor can reach (the worker always has one). */
export const EveryRequiredMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await fireEvent.change(fieldByLabel(canvasElement, "Date"), { target: { value: "" } });
    await fireEvent.change(fieldByLabel(canvasElement, "Start time"), { target: { value: "" } });
    await fireEvent.change(fieldByLabel(canvasElement, "End time"), { target: { value: "" } });
    await userEvent.click(canvas.getByRole("button", { name: "Submit Work Log" }));

    for (const message of [
      "Date is required",
      "Day of week is required",
      "Client name is required",
      "Start time is required",
      "End time is required",
      "Hourly rate is required",
      "Work description is required",
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(webhooks.worklog).not.toHaveBeenCalled();
  },
};

/** The webhook cannot be reached: the error toast shows and the entry stays. */
export const RequestFails: Story = sendFails(webhooks.worklog, {
  fill: fillEntry,
  submit: "Submit Work Log",
  failed: toasts.worklog.failed.description,
  kept: stillHolds({
    "Client name": "Acme Storage",
    "End time": "17:30",
    "Hourly rate ($)": 25.5,
    "Work description": "Built the intake automation",
  }),
});
