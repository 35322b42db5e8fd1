import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Tab, TabList, TabPanel, Tabs } from "./Tabs.js";

const filters = [
  { id: "all", label: "All", content: "All 19 projects." },
  { id: "website", label: "Websites", content: "Only the website projects." },
  { id: "automation", label: "Automations", content: "Only the automation projects." },
] as const;

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  subcomponents: { TabList, Tab, TabPanel },
  args: { defaultSelectedId: "all" },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Filter projects">
        {filters.map((filter) => (
          <Tab key={filter.id} id={filter.id}>
            {filter.label}
          </Tab>
        ))}
      </TabList>
      {filters.map((filter) => (
        <TabPanel key={filter.id} tabId={filter.id}>
          <p>{filter.content}</p>
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The portfolio filter: All / Websites / Automations. */
export const PortfolioFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tabpanel", { name: "All" })).toHaveTextContent("All 19 projects.");

    await userEvent.click(canvas.getByRole("tab", { name: "Websites" }));
    await expect(canvas.getByRole("tab", { name: "Websites" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(canvas.getByRole("tabpanel")).toHaveTextContent("Only the website projects."));

    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Automations" })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole("tabpanel")).toHaveTextContent("Only the automation projects."));
  },
};

export const StartsOnAutomations: Story = {
  args: { defaultSelectedId: "automation" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("tabpanel")).toHaveTextContent("Only the automation projects.");
  },
};
