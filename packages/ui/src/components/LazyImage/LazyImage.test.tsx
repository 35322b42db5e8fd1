import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LazyImage } from "./LazyImage.js";

/** A stand-in observer the test drives by hand, remembering how it was configured. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Pretends the observed element came within the root margin. */
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

const onlyObserver = () => {
  expect(FakeIntersectionObserver.instances).toHaveLength(1);
  return FakeIntersectionObserver.instances[0]!;
};

describe("LazyImage", () => {
  it("shows a busy placeholder, not the image, until the image nears the viewport", () => {
    render(<LazyImage src="/images/founder.png" alt="Founder portrait" width={400} height={500} />);

    const placeholder = screen.getByRole("img", { name: "Founder portrait" });
    expect(placeholder).toHaveAttribute("aria-busy", "true");
    expect(placeholder).not.toHaveAttribute("src");
  });

  it("watches for the image coming within 50 px of the viewport at 10% visibility", () => {
    render(<LazyImage src="/images/founder.png" alt="Founder portrait" width={400} height={500} />);

    expect(onlyObserver().options).toEqual({ rootMargin: "50px", threshold: 0.1 });
  });

  it("renders the image once it nears the viewport", () => {
    render(<LazyImage src="/images/founder.png" alt="Founder portrait" width={400} height={500} />);

    onlyObserver().enter();

    const image = screen.getByRole("img", { name: "Founder portrait" });
    expect(image).toHaveAttribute("src", "/images/founder.png");
    expect(image).not.toHaveAttribute("aria-busy");
  });

  it("renders a priority image at once, eagerly and with high fetch priority, without observing", () => {
    render(<LazyImage src="/images/hero.jpg" alt="Grand Rapids skyline" width={1200} height={600} priority />);

    const image = screen.getByRole("img", { name: "Grand Rapids skyline" });
    expect(image).toHaveAttribute("src", "/images/hero.jpg");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it.each([
    ["/images/a.png", "/images/a.webp"],
    ["/images/b.jpg", "/images/b.webp"],
    ["/images/c.jpeg", "/images/c.webp"],
  ])("offers a WebP source first for %s", (src, webp) => {
    render(<LazyImage src={src} alt="Sample" width={10} height={10} priority />);

    const image = screen.getByRole("img", { name: "Sample" });
    const picture = image.parentElement!;
    expect(picture.tagName).toBe("PICTURE");
    const source = picture.querySelector("source");
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source).toHaveAttribute("srcset", webp);
  });

  it.each([["/images/logo.svg"], ["/images/photo.webp"]])("uses a plain image with no WebP source for %s", (src) => {
    render(<LazyImage src={src} alt="Sample" width={10} height={10} priority />);

    const image = screen.getByRole("img", { name: "Sample" });
    expect(image.parentElement?.tagName).not.toBe("PICTURE");
    expect(document.querySelector("source")).toBeNull();
  });

  it("skips the WebP source when told the twin does not exist", () => {
    render(<LazyImage src="/images/a.png" alt="Sample" width={10} height={10} priority webp={false} />);

    expect(document.querySelector("source")).toBeNull();
  });

  it("reserves the box from width and height before the image arrives", () => {
    render(<LazyImage src="/images/founder.png" alt="Founder portrait" width={400} height={500} />);

    const box = screen.getByRole("img", { name: "Founder portrait" }).parentElement!;
    expect(box.getAttribute("style")).toContain("400 / 500");
    expect(box.getAttribute("style")).toContain("400px");
  });

  it("keeps a screen-fitted image's box no wider than the screen's height allows", () => {
    const { container } = render(<LazyImage src="/flyer.png" alt="Flyer" width={1080} height={1350} fitScreen />);

    const box = container.firstElementChild as HTMLElement;
    expect(box.getAttribute("style")).toContain("min(1080px, calc(100svh * 1080 / 1350))");
  });

  it("hides a decorative placeholder from assistive technology", () => {
    render(<LazyImage src="/images/texture.png" alt="" aspectRatio={2} />);

    expect(screen.queryByRole("img")).toBeNull();
  });

  it("prerenders the placeholder plus a noscript copy of the real image", () => {
    vi.unstubAllGlobals();
    const html = renderToString(
      <LazyImage src="/images/founder.png" alt="Founder portrait" width={400} height={500} />,
    );

    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(
      /<noscript><picture><source type="image\/webp" srcSet="\/images\/founder.webp"\/><img src="\/images\/founder.png"[^>]*alt="Founder portrait"[^>]*loading="lazy"/,
    );
  });

  it("prerenders a priority image directly", () => {
    const html = renderToString(<LazyImage src="/images/hero.svg" alt="Hero" width={10} height={10} priority />);

    expect(html).not.toContain("noscript");
    expect(html).toMatch(/<img src="\/images\/hero.svg"[^>]*fetchPriority="high"/i);
  });
});
