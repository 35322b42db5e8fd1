import type { Meta, StoryObj } from "@storybook/react-vite";
import { sprinkles } from "../../theme/sprinkles.css.js";
import { Initials } from "./Initials.js";
import { sizes } from "./Initials.css.js";

const meta = {
  title: "UI/Initials",
  component: Initials,
  args: { title: "Lakeshore Dental Booking", label: "Lakeshore Dental Booking" },
  argTypes: { size: { control: "inline-radio", options: sizes } },
} satisfies Meta<typeof Initials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div className={sprinkles({ display: "flex", gap: "md", alignItems: "center" })}>
      {sizes
        .filter((size) => size !== "fill")
        .map((size) => (
          <Initials key={size} {...args} size={size} label={`${args.title}, ${size}`} />
        ))}
    </div>
  ),
};

/** In a showcase card the title sits beside it, so the initials are decorative. */
export const AsThumbnailStandIn: Story = {
  args: { size: "fill", title: "Automations", label: undefined },
  render: (args) => (
    <div className={sprinkles({ display: "grid", gridTemplateColumns: 3, gap: "md" })}>
      <figure>
        <Initials {...args} />
        <figcaption>{args.title}</figcaption>
      </figure>
    </div>
  ),
};
