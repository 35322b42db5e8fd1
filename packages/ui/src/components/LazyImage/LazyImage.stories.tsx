import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { sprinkles } from "../../theme/sprinkles.css.js";
import { LazyImage } from "./LazyImage.js";
import { fits } from "./LazyImage.css.js";

/** A self-contained SVG so the stories need no image files or network. */
const demoImage = (label: string, width: number, height: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#0f766e"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="32" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`,
  )}`;

/** A photo as the site's build writes one: AVIF and WebP before its own JPEG, each at two widths. */
const photo = {
  src: new URL("../../testing/pictures/landscape-800.jpg", import.meta.url).href,
  srcSet: `${new URL("../../testing/pictures/landscape-480.jpg", import.meta.url).href} 480w, ${new URL("../../testing/pictures/landscape-800.jpg", import.meta.url).href} 800w`,
  sources: [
    {
      type: "image/avif",
      srcSet: `${new URL("../../testing/pictures/landscape-480.avif", import.meta.url).href} 480w, ${new URL("../../testing/pictures/landscape-800.avif", import.meta.url).href} 800w`,
    },
    {
      type: "image/webp",
      srcSet: `${new URL("../../testing/pictures/landscape-480.webp", import.meta.url).href} 480w, ${new URL("../../testing/pictures/landscape-800.webp", import.meta.url).href} 800w`,
    },
  ],
  sizes: "(min-width: 800px) 800px, 100vw",
  width: 1600,
  height: 1000,
};

/** An observer that never sees the image come near: the placeholder stays, as it does until a visitor scrolls. */
class NeverNear {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const meta = {
  title: "UI/LazyImage",
  component: LazyImage,
  args: { src: demoImage("800 × 450", 800, 450), alt: "A sample landscape", width: 800, height: 450 },
  argTypes: { fit: { control: "inline-radio", options: fits } },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view on load, so it swaps the placeholder for the image straight away. */
export const InView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("img", { name: args.alt })).toHaveAttribute("src", args.src));
  },
};

export const Priority: Story = {
  args: { priority: true, src: demoImage("priority", 800, 450), alt: "Hero image" },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole("img", { name: "Hero image" });
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("fetchpriority", "high");
  },
};

/** Far below the fold: the pulsing placeholder holds the space until the visitor scrolls near. */
export const BelowTheFold: Story = {
  args: { alt: "A photo further down the page" },
  render: (args) => (
    <div>
      <p>Scroll down: the image below loads when it comes within 50 px of the viewport.</p>
      <div className={sprinkles({ paddingTop: "xxxl" })}>
        {/* Tall spacer built from layout sprinkles so the image starts off-screen. */}
        {Array.from({ length: 24 }, (_, index) => (
          <div key={index} className={sprinkles({ paddingTop: "xxxl" })} />
        ))}
      </div>
      <LazyImage {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const placeholder = canvas.getByRole("img", { name: args.alt });
    await expect(placeholder).toHaveAttribute("aria-busy", "true");
    await expect(placeholder).not.toHaveAttribute("src");

    placeholder.scrollIntoView();

    await waitFor(() => expect(canvas.getByRole("img", { name: args.alt })).toHaveAttribute("src", args.src));
    window.scrollTo(0, 0);
  },
};

export const AspectRatioOnly: Story = {
  args: { width: undefined, height: undefined, aspectRatio: 16 / 9, alt: "Fills its column at 16:9" },
};

export const Contain: Story = {
  args: { fit: "contain", aspectRatio: 1, width: undefined, height: undefined, alt: "Letterboxed in a square" },
};

/** A tall flyer fitted to the screen: the whole image shows at once, however short the window. */
export const FitScreen: Story = {
  args: {
    src: demoImage("flyer 400 × 1600", 400, 1600),
    alt: "A tall flyer",
    width: 400,
    height: 1600,
    fitScreen: true,
    priority: true,
  },
  play: async ({ canvasElement, args }) => {
    const image = await within(canvasElement).findByRole("img", { name: args.alt });
    await waitFor(() => expect(image.getBoundingClientRect().height).toBeGreaterThan(0));
    await expect(image.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight + 1);
  },
};

export const Decorative: Story = {
  args: { alt: "", src: demoImage("decorative", 400, 200), width: 400, height: 200 },
};

/**
 * A photo: the browser takes the first source it can show (AVIF here) at the width `sizes` asks
 * for, and the JPEG is the fallback. The box is reserved from the photo's size before it arrives.
 */
export const Photo: Story = {
  args: { ...photo, alt: "Hills under a wide blue sky" },
  parameters: { visual: { forcedColors: true } },
  play: async ({ canvasElement, args }) => {
    const shown = () => canvasElement.querySelector<HTMLImageElement>("img:not([hidden])");
    // The best source the browser shows, at a width from the set: not the blank stand-in it waited with.
    await waitFor(() => expect(shown()?.currentSrc).toMatch(/landscape-\d+\.avif/));
    await waitFor(() => expect(shown()?.naturalWidth).toBeGreaterThanOrEqual(480));
    await expect(within(canvasElement).getByRole("img", { name: args.alt })).toBe(shown());
  },
};

/** Until the image nears the viewport: the pulsing placeholder holds its box (outlined in forced colours), named for screen readers. */
export const Placeholder: Story = {
  args: { ...photo, alt: "A photo still on its way" },
  parameters: { visual: { forcedColors: true } },
  beforeEach: () => {
    const real = window.IntersectionObserver;
    window.IntersectionObserver = NeverNear as unknown as typeof IntersectionObserver;
    return () => {
      window.IntersectionObserver = real;
    };
  },
  play: async ({ canvasElement, args }) => {
    const placeholder = within(canvasElement).getByRole("img", { name: args.alt });
    await expect(placeholder).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelector("img:not([hidden])")).toBeNull();
  },
};
