import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CheckboxGroup } from "./CheckboxGroup.js";

// A slice of the Playbook form's app list (spec §3), enough to show sub-groups.
const groups = [
  {
    label: "Email and Calendar",
    options: [
      { value: "gmail", label: "Gmail" },
      { value: "outlook", label: "Outlook" },
      { value: "google-calendar", label: "Google Calendar" },
      { value: "calendly", label: "Calendly" },
    ],
  },
  {
    label: "CRM and Sales",
    options: [
      { value: "hubspot", label: "HubSpot" },
      { value: "salesforce", label: "Salesforce" },
      { value: "pipedrive", label: "Pipedrive" },
    ],
  },
  {
    label: "Collaboration and Chat",
    options: [
      { value: "slack", label: "Slack" },
      { value: "teams", label: "Microsoft Teams" },
    ],
  },
] as const;

const meta = {
  title: "UI/CheckboxGroup",
  component: CheckboxGroup,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  args: { label: "Which apps do you use?", name: "apps", groups, onChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSubGroups: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "CRM and Sales" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Slack" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Gmail" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["gmail", "slack"]);
    await expect(canvas.getByRole("checkbox", { name: "Gmail" })).toBeChecked();
  },
};

export const FlatOptions: Story = {
  args: { label: "Topics", name: "topics", groups: undefined, options: groups[0].options, defaultValue: ["gmail"] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox", { name: "Gmail" })).toBeChecked();
  },
};

export const RequiredWithError: Story = {
  args: { required: true, error: "Please select at least one app or platform." },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("group", { name: /^Which apps do you use\?/ }),
    ).toHaveAccessibleDescription("Please select at least one app or platform.");
  },
};
