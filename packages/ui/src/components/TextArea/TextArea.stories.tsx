import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { TextArea } from "./TextArea.js";

const meta = {
  title: "UI/TextArea",
  component: TextArea,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  args: { label: "Message", name: "message" },
  decorators: [(Story) => <div style={{ maxWidth: "28rem" }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Message" });
    await userEvent.type(textarea, "Hello{Enter}there");
    await expect(textarea).toHaveValue("Hello\nthere");
  },
};

/** With a cap: the browser stops at 100 and the counter keeps pace; screen readers hear it when typing pauses. */
export const WithCharacterCap: Story = {
  args: { label: "Biggest pain point", name: "painPoint", maxLength: 100, hint: "One sentence is plenty." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole("textbox", { name: "Biggest pain point" });
    await userEvent.type(textarea, "Chasing invoices");
    await expect(canvas.getByText("16/100")).toBeVisible();
    await waitFor(() => expect(canvas.getByText("16 of 100 characters used")).toBeInTheDocument(), { timeout: 3000 });

    await userEvent.clear(textarea);
    await userEvent.click(textarea);
    await userEvent.paste("x".repeat(120));
    await expect(textarea).toHaveValue("x".repeat(100));
    await expect(canvas.getByText("100/100")).toBeVisible();
  },
};

export const WithError: Story = {
  args: {
    id: "painPoint",
    label: "Biggest pain point",
    name: "painPoint",
    maxLength: 100,
    required: true,
    error: "Response must be 100 characters or less.",
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Biggest pain point" });
    await expect(textarea).toHaveAttribute("aria-invalid", "true");
    await expect(textarea).toBeRequired();
  },
};
