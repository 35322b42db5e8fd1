import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { enhanceVideoFacade, VIDEO_FACADE_ATTRIBUTE } from "./enhanceVideoFacade.js";
import { VideoFacade } from "./VideoFacade.js";

/** `VideoFacade`'s prerendered HTML in the page, wired by `enhanceVideoFacade` alone: no React in the browser. */
function prerendered() {
  document.body.innerHTML = renderToString(<VideoFacade videoId="abc123" title="How we automate intake" />);
  const root = document.querySelector<HTMLElement>(`[${VIDEO_FACADE_ATTRIBUTE}]`);
  if (!root) throw new Error("VideoFacade rendered no facade root");
  return enhanceVideoFacade(root);
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("enhanceVideoFacade", () => {
  it("plays on the prerendered HTML: the titled player, focused, in place of the poster and its button", async () => {
    const user = userEvent.setup();
    prerendered();

    await user.click(screen.getByRole("button", { name: "Play video: How we automate intake" }));

    const player = screen.getByTitle("How we automate intake");
    expect(player.tagName).toBe("IFRAME");
    expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/abc123?autoplay=1");
    expect(player).toHaveAttribute("allowfullscreen");
    expect(player).toHaveFocus();
    expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
    expect(document.querySelector("img")).toBeNull();
  });

  it("once undone, puts the poster and its button back, and a press plays nothing", async () => {
    const user = userEvent.setup();
    const undo = prerendered();
    await user.click(screen.getByRole("button", { name: "Play video: How we automate intake" }));

    undo();
    await user.click(screen.getByRole("button", { name: "Play video: How we automate intake" }));

    expect(document.querySelector("iframe")).toBeNull();
  });
});
