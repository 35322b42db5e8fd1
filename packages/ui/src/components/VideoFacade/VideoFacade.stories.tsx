import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { VideoFacade } from "./VideoFacade.js";

const poster = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720"><rect width="100%" height="100%" fill="#115e59"/><text x="50%" y="85%" fill="#fff" font-family="sans-serif" font-size="56" text-anchor="middle">Meet Grand River AI</text></svg>',
)}`;

const meta = {
  title: "UI/VideoFacade",
  component: VideoFacade,
  args: { videoId: "M7lc1UVf-VE", title: "Meet Grand River AI", poster },
} satisfies Meta<typeof VideoFacade>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Poster: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Play video: Meet Grand River AI" })).toBeVisible();
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

/** The player is only inserted after the click. */
export const AfterClick: Story = {
  // The test browser has no network, so the YouTube frame can't answer axe; the frame is YouTube's, not ours.
  parameters: { a11y: { options: { iframes: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Play video: Meet Grand River AI" }));

    const player = canvas.getByTitle("Meet Grand River AI");
    await expect(player.tagName).toBe("IFRAME");
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1");
  },
};
