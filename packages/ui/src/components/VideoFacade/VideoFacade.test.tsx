import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VideoFacade } from "./VideoFacade.js";

/** Puts every observed image straight into view, so the poster renders. */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ target, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
}

beforeEach(() => vi.stubGlobal("IntersectionObserver", InViewObserver));
afterEach(() => vi.unstubAllGlobals());

describe("VideoFacade", () => {
  it("shows a named play button and no player before the click", () => {
    const { container } = render(
      <VideoFacade videoId="abc123" title="How we automate intake" poster="/posters/intro.png" />,
    );

    expect(screen.getByRole("button", { name: "Play video: How we automate intake" })).toBeInTheDocument();
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("names its play button in the words it is given, with the title filled in", () => {
    render(
      <VideoFacade
        videoId="abc123"
        title="Cómo automatizamos"
        poster="/posters/intro.png"
        messages={{ play: "Reproducir el vídeo «{title}»" }}
      />,
    );

    expect(screen.getByRole("button", { name: "Reproducir el vídeo «Cómo automatizamos»" })).toBeInTheDocument();
  });

  it("loads only the local poster before the click, never YouTube", () => {
    const { container } = render(<VideoFacade videoId="abc123" title="Intro" poster="/posters/intro.png" />);

    const requested = [...container.querySelectorAll("img, source, iframe")].map(
      (element) => element.getAttribute("src") ?? element.getAttribute("srcset"),
    );
    expect(requested).toEqual(["/posters/intro.png"]);
  });

  it("falls back to YouTube's thumbnail when there is no local poster", () => {
    const { container } = render(<VideoFacade videoId="abc123" title="Intro" />);

    expect(container.querySelector("img")).toHaveAttribute("src", "https://i.ytimg.com/vi/abc123/hqdefault.jpg");
    expect(container.querySelector("source")).toBeNull();
  });

  it("swaps in the titled youtube-nocookie player, autoplaying, after the click", async () => {
    const user = userEvent.setup();
    render(<VideoFacade videoId="abc123" title="How we automate intake" poster="/posters/intro.png" />);

    await user.click(screen.getByRole("button", { name: "Play video: How we automate intake" }));

    const player = screen.getByTitle("How we automate intake");
    expect(player.tagName).toBe("IFRAME");
    expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/abc123?autoplay=1");
    expect(player).toHaveFocus();
    expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
  });

  it("escapes odd characters in the video id", async () => {
    const user = userEvent.setup();
    render(<VideoFacade videoId="a/b?c" title="Odd" poster="/p.svg" />);

    await user.click(screen.getByRole("button", { name: "Play video: Odd" }));

    expect(screen.getByTitle("Odd")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1",
    );
  });
});
