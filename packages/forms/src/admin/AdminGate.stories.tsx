import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { toasts } from "../messages.js";
import { expectAnnouncement, formStoryMeta } from "../testing/stories.js";
import { WorklogForm } from "../worklog/WorklogForm.js";
import { AdminGate } from "./AdminGate.js";

const { withFakeWebhooks } = formStoryMeta();

const meta = {
  title: "Forms/AdminGate",
  component: AdminGate,
  args: {
    // `printf 2468 | sha256sum`: the story's code is 2468.
    codeSha256: "a1fb4e703a9ef1fa4936801721ff285a97ac85330856674412e054892afe6972",
    children: <WorklogForm workers={["Alex Rivera", "Jordan Lee", "Sam Patel"]} />,
  },
  ...withFakeWebhooks,
} satisfies Meta<typeof AdminGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The right code (2468) opens the work log. */
export const RightCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.type(canvas.getByLabelText(/^Password/), "2468");
    await userEvent.click(canvas.getByRole("button", { name: "Unlock" }));

    await expectAnnouncement(
      canvasElement,
      "status",
      `${toasts.admin.granted.title}${toasts.admin.granted.description}`,
    );
    await expect(canvas.getByRole("heading", { name: "Work Log Entry" })).toBeVisible();
  },
};

/** A wrong code is denied and the gate stays shut. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.type(canvas.getByLabelText(/^Password/), "1234");
    await userEvent.click(canvas.getByRole("button", { name: "Unlock" }));

    await expectAnnouncement(canvasElement, "alert", `${toasts.admin.denied.title}${toasts.admin.denied.description}`);
    await expect(canvas.queryByRole("heading", { name: "Work Log Entry" })).toBeNull();
  },
};

/** No password typed: the field says it is required. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole("button", { name: "Unlock" }));

    await expect(await canvas.findByText("Password is required")).toBeVisible();
  },
};
