import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../components/Button/Button.js";
import { toasterPresetNames } from "./presets.js";
import { defaultToastStoreOptions, toastVariants, type ToastInput } from "./store.js";
import { toast, toastStore } from "./toast.js";
import { Toaster, type ToasterProps } from "./Toaster.js";

// Real messages from the spec's error catalogue (§8), one per look.
const examples = {
  default: { title: "Access Granted", description: "Welcome to the admin panel" },
  success: {
    title: "Submission received!",
    description: "You've been signed up for the Weekly AI Playbook. Check your email soon!",
  },
  destructive: { title: "Error", description: "Failed to send message. Please try again." },
} as const satisfies Record<(typeof toastVariants)[number], Omit<ToastInput, "variant">>;

function ToastDemo({ preset, variant = "default" }: ToasterProps & { variant?: (typeof toastVariants)[number] }) {
  return (
    <>
      <Button variant="secondary" onClick={() => toast({ ...examples[variant], variant })}>
        Show notification
      </Button>
      <Toaster preset={preset} />
    </>
  );
}

const meta = {
  title: "UI/Toaster",
  component: ToastDemo,
  subcomponents: { Toaster },
  args: { preset: "simple", variant: "default" },
  argTypes: {
    preset: { control: "inline-radio", options: toasterPresetNames },
    variant: { control: "inline-radio", options: toastVariants },
  },
  // One store for the whole page: start every story empty and with the simple limits.
  beforeEach: () => {
    toastStore.remove();
    toastStore.configure(defaultToastStoreOptions);
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards a sighted visitor sees, in the toaster's list. */
const cardsIn = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("list")).queryAllByRole("listitem");

/**
 * The live region is in the page before the toast and receives its words when it shows (read once,
 * politely); closing the toast empties it.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("status");
    await expect(region).toBeEmptyDOMElement();

    await userEvent.click(canvas.getByRole("button", { name: "Show notification" }));
    await waitFor(() => expect(region).toHaveTextContent("Welcome to the admin panel"));
    await expect(canvas.getByRole("status")).toBe(region);
    await expect(cardsIn(canvasElement)).toHaveLength(1);

    await userEvent.click(canvas.getByRole("button", { name: "Close notification" }));
    await waitFor(() => expect(region).toBeEmptyDOMElement());
    await expect(cardsIn(canvasElement)).toHaveLength(0);
  },
};

export const Success: Story = {
  args: { variant: "success" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show notification" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Submission received!"));
  },
};

/** Errors go to the assertive region, read out at once. */
export const Destructive: Story = {
  args: { variant: "destructive" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show notification" }));
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent("Failed to send message. Please try again."),
    );
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

/** The second toast system: up to three at once, 14px apart, 356px wide. */
export const Stacked: Story = {
  args: { preset: "stacked" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Show notification" });
    for (let press = 0; press < 4; press += 1) await userEvent.click(trigger);
    await waitFor(() => expect(cardsIn(canvasElement)).toHaveLength(3));
    // Measure where the toasts settle, not where their entry animation has them.
    await Promise.all(canvasElement.getAnimations({ subtree: true }).map((animation) => animation.finished));

    const [first, second] = cardsIn(canvasElement).map((card) => card.getBoundingClientRect());
    await expect(second!.top - first!.bottom).toBeCloseTo(14, 0);
    if (window.innerWidth >= 768) await expect(first!.width).toBeCloseTo(356, 0);
  },
};

/** Every look at once, as the stacked toaster shows them. */
export const AllVariants: Story = {
  args: { preset: "stacked" },
  play: async ({ canvasElement }) => {
    toastVariants.forEach((variant) => toast({ ...examples[variant], variant }));
    await waitFor(() => expect(cardsIn(canvasElement)).toHaveLength(3));
  },
};

/**
 * A Toaster inside a transformed section far down the page (a band that animated in) still shows
 * its toasts in the screen's corner, not at the section's: they are in the top layer.
 */
export const InsideATransformedSection: Story = {
  // The cards look as Default's do: no screenshot of its own.
  parameters: { visual: { disable: true } },
  render: (args) => (
    <div style={{ transform: "translateY(0)", marginTop: "200vh" }}>
      <Toaster preset={args.preset} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    toast({ ...examples.default, variant: "default" });
    await waitFor(() => expect(cardsIn(canvasElement)).toHaveLength(1));

    const corner = within(canvasElement).getByRole("list").getBoundingClientRect();
    await expect(corner.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(corner.top).toBeGreaterThanOrEqual(0);
  },
};
