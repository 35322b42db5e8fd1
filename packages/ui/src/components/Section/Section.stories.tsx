import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "../Button/Button.js";
import { ButtonLink } from "../ButtonLink/ButtonLink.js";
import { Card, CardBody, CardTitle } from "../Card/Card.js";
import { Cluster } from "../Cluster/Cluster.js";
import { Grid } from "../Grid/Grid.js";
import { Text } from "../Text/Text.js";
import { Section } from "./Section.js";
import { aligns, tones } from "./Section.css.js";

const steps = [
  { title: "Discovery Call", body: "A free 30-minute call about your business." },
  { title: "Workshop + Playbook", body: "We map where AI saves you time." },
  { title: "Ongoing Support", body: "We build, tune and stay with you." },
] as const;

/** The story waits for the entry animation, so checks (axe's contrast included) see the settled page. */
async function settled(canvasElement: HTMLElement) {
  await Promise.all(canvasElement.getAnimations({ subtree: true }).map((animation) => animation.finished));
}

const meta = {
  title: "UI/Section",
  component: Section,
  parameters: { layout: "fullscreen" },
  args: {
    heading: "How It Works",
    headingId: "how-it-works",
    description: "Three steps from first call to working automations.",
  },
  argTypes: {
    tone: { control: "inline-radio", options: tones },
    align: { control: "inline-radio", options: aligns },
  },
  render: (args) => (
    <Section {...args}>
      <Grid as="ol" columns={3}>
        {steps.map((step) => (
          <Card as="li" key={step.title}>
            <CardTitle>{step.title}</CardTitle>
            <CardBody>{step.body}</CardBody>
          </Card>
        ))}
      </Grid>
      <Cluster>
        <Button>Book Discovery Call</Button>
        <Button variant="secondary">See pricing</Button>
        <ButtonLink variant="ghost" href="#portfolio">
          View Full Portfolio
        </ButtonLink>
      </Cluster>
      <Text>
        Questions? <a href="#contact">Contact us</a>.
      </Text>
    </Section>
  ),
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const region = within(canvasElement).getByRole("region", { name: "How It Works" });
    await expect(within(region).getByRole("heading", { level: 2 })).toHaveAttribute("id", "how-it-works");
    await expect(getComputedStyle(region.firstElementChild!).opacity).toBe("1");
  },
};

export const Muted: Story = {
  args: { tone: "muted", align: "center" },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(within(canvasElement).getByRole("region", { name: "How It Works" })).toBeVisible();
  },
};

/** Brand: the theme inverts inside, so buttons, links, cards and focus rings stay readable. */
export const Brand: Story = {
  args: { tone: "brand" },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const section = canvas.getByRole("region", { name: "How It Works" });
    const button = canvas.getByRole("button", { name: "Book Discovery Call" });
    // The primary button turns light-on-brand: its fill is the section's text colour.
    await expect(getComputedStyle(button).backgroundColor).toBe(getComputedStyle(section).color);
  },
};

/** Without a heading the section is a plain band, not a landmark. */
export const WithoutHeading: Story = {
  args: { heading: undefined, headingId: undefined, description: undefined },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};

/**
 * A page's first band (its h1, the usual LCP element) only rises; the second also fades, from 40 %,
 * so no words are ever painted invisible and Largest Contentful Paint never waits for a fade. Those
 * two are what a first screen shows, on load. A third band renders only as it nears the screen, so
 * it plays no entrance: one would play on scroll, its words faded meanwhile.
 */
export const FirstBandNeverFades: Story = {
  render: (args) => (
    <div>
      <Section {...args} heading="Grand River AI" headingId="first-band" />
      <Section {...args} heading="How It Works" headingId="second-band" tone="muted" />
      <Section {...args} heading="What Clients Say" headingId="third-band" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entrance = (name: string) => canvas.getByRole("region", { name }).firstElementChild!.getAnimations();
    const startOpacity = (name: string) =>
      (entrance(name)[0]?.effect as KeyframeEffect | undefined)?.getKeyframes()[0]?.opacity;
    await expect(entrance("Grand River AI")).toHaveLength(1);
    await expect(startOpacity("Grand River AI")).toBeUndefined();
    await expect(Number(startOpacity("How It Works"))).toBeGreaterThan(0);
    await expect(entrance("What Clients Say")).toHaveLength(0);
    await settled(canvasElement);
  },
};
