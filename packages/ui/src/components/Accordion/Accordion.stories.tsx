import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Accordion, accordionHeadingLevels, type AccordionItem } from "./Accordion";

const playbookFaq: AccordionItem[] = [
  { id: "cancel", title: "Can I cancel anytime?", content: "Yes. Cancel anytime; there is no contract." },
  { id: "custom", title: "How customised is the deck?", content: "Every deck is built around your business and tools." },
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
  args: { items: playbookFaq, headingLevel: 3 },
  argTypes: { headingLevel: { control: "inline-radio", options: accordionHeadingLevels } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = canvas.getByRole("button", { name: "Can I cancel anytime?" });
    const firstDeck = canvas.getByRole("button", { name: "How soon is the first deck?" });

    await userEvent.click(cancel);
    await expect(canvas.getByRole("region", { name: "Can I cancel anytime?" })).toBeVisible();

    // Opening a second item closes the first.
    await userEvent.click(firstDeck);
    await expect(cancel).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByText(/no contract/)).not.toBeVisible();
    await expect(canvas.getByRole("region", { name: "How soon is the first deck?" })).toBeVisible();

    // The open one collapses.
    await userEvent.click(firstDeck);
    await expect(firstDeck).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};

export const OneOpen: Story = {
  args: { defaultOpenId: "first-deck" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/that Tuesday/)).toBeVisible();
  },
};
