import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { servicesPage } from "@grand-river/content";
import ServicesPage from "../routes/services";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Services",
  tags: ["!autodocs"],
  ...pageMeta("/services", ServicesPage),
} satisfies Meta;

export default meta;

/** Each card shows its description and leads on with its own button (its words: content's services.test.ts). */
export const Phone: StoryObj = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const card of servicesPage.cards) {
      const item = canvas
        .getAllByRole("listitem")
        .find((listItem) => within(listItem).queryByRole("heading", { name: card.title }) !== null);
      await expect(item).toBeDefined();
      const inCard = within(item!);
      await expect(inCard.getByText(card.description)).toBeVisible();
      await expect(inCard.getByRole("link", { name: card.cta.label })).toHaveAttribute("href", card.cta.href);
    }
  },
};
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };
