import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FilterTabs, type FilterTabsProps } from "./FilterTabs.js";
import { projectFilter, type Project } from "./fixture.js";

const meta = {
  title: "UI/FilterTabs",
  component: FilterTabs,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  args: projectFilter,
  render: (args) => <FilterTabs {...args} />,
} satisfies Meta<FilterTabsProps<Project>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The portfolio's filter: three website projects, and no automation yet. */
export const PortfolioFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading")).toHaveLength(3);

    await userEvent.click(canvas.getByRole("tab", { name: "Automations" }));
    await expect(canvas.getByRole("tab", { name: "Automations" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByText("No projects in this category yet.")).toBeVisible();
    await expect(canvas.queryAllByRole("heading")).toHaveLength(0);
  },
};

/**
 * What a page without script shows at `#automation`: the stylesheet filters by the address, and the
 * address's tab looks selected though the HTML still marks the first.
 */
export const ChosenByTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [all, , automations] = canvas.getAllByRole("tab");
    const selectedColour = getComputedStyle(all!).borderBottomColor;
    location.replace("#automation");
    try {
      // Drawn over the `hidden` in the HTML, which testing-library's `toBeVisible` reads as unseen.
      const empty = canvas.getByText("No projects in this category yet.");
      await waitFor(() => expect(empty.checkVisibility()).toBe(true));
      await expect(canvas.queryAllByRole("heading")).toHaveLength(0);
      await expect(getComputedStyle(automations!).borderBottomColor).toBe(selectedColour);
      await expect(getComputedStyle(all!).borderBottomColor).not.toBe(selectedColour);
      await expect(all).toHaveAttribute("aria-selected", "true");
    } finally {
      // Back to no address, for the stories after this one in the same page.
      location.replace("#");
    }
  },
};

/**
 * What the page shows once `enhanceFilterTabs` has chosen the third tab: the stylesheet filters by
 * the place it writes on the root (`data-filter-chosen`), whatever the address and React's state.
 */
export const ChosenByTheScript: Story = {
  // It ends drawn as "chosen by the address" does, pixel for pixel in every theme: that story's screenshot is this one's.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByRole("tablist").parentElement!;
    root.setAttribute("data-filter-chosen", "3");
    const empty = canvas.getByText("No projects in this category yet.");
    await waitFor(() => expect(empty.checkVisibility()).toBe(true));
    await expect(canvas.queryAllByRole("heading")).toHaveLength(0);

    root.setAttribute("data-filter-chosen", "2");
    await waitFor(() => expect(canvas.queryAllByRole("heading")).toHaveLength(3));
    await expect(empty.checkVisibility()).toBe(false);
  },
};
