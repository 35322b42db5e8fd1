import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Accordion, accordionHeadingLevels, type AccordionItem } from "./Accordion.js";

const playbookFaq: AccordionItem[] = [
  { id: "cancel", title: "Can I cancel anytime?", content: "Yes. Cancel anytime; there is no contract." },
  {
    id: "custom",
    title: "How customised is the deck?",
    content: "Every deck is built around your business and tools.",
  },
  { id: "tools", title: "What AI tools do you cover?", content: "The ones that fit the apps you already use." },
  {
    id: "first-deck",
    title: "How soon is the first deck?",
    content: "Sign up by Sunday midnight and your first deck arrives that Tuesday.",
  },
];

const meta = {
  title: "UI/Accordion",
  component: Accordion,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  args: { items: playbookFaq, headingLevel: 3 },
  argTypes: { headingLevel: { control: "inline-radio", options: accordionHeadingLevels } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One open at a time, and the open one closes again: the browser's own `<details name>` rule. */
export const AllClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = canvas.getByRole("heading", { name: "Can I cancel anytime?" });
    const firstDeck = canvas.getByRole("heading", { name: "How soon is the first deck?" });

    await userEvent.click(cancel);
    await expect(canvas.getByText(/no contract/)).toBeVisible();

    // Opening a second item closes the first.
    await userEvent.click(firstDeck);
    await waitFor(() => expect(canvas.getByText(/no contract/)).not.toBeVisible());
    await expect(canvas.getByText(/that Tuesday/)).toBeVisible();

    // The open one collapses.
    await userEvent.click(firstDeck);
    await expect(canvas.getByText(/that Tuesday/)).not.toBeVisible();
  },
};

/**
 * From the keyboard, Tab reaches each question in turn (each summary is a control of its own); the
 * browser opens one on Enter or Space, as the site's end-to-end tests check with real keys.
 */
export const Keyboard: Story = {
  // Its screenshot was byte for byte AllClosed's (it ends with every answer closed again), so it has none; its play function is the test.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const summaries = [...canvasElement.querySelectorAll("summary")];
    for (const summary of summaries) {
      await userEvent.tab();
      await expect(summary).toHaveFocus();
    }
  },
};

export const OneOpen: Story = {
  args: { defaultOpenId: "first-deck" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/that Tuesday/)).toBeVisible();
  },
};
