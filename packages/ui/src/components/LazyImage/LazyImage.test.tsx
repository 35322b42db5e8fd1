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

  const sets = {
    srcSet: "/m/a-480.jpg 480w, /m/a-800.jpg 800w",
    sources: [
      { type: "image/avif", srcSet: "/m/a-480.avif 480w, /m/a-800.avif 800w" },
      { type: "image/webp", srcSet: "/m/a-480.webp 480w, /m/a-800.webp 800w" },
    ],
    sizes: "(min-width: 768px) 50vw, 100vw",
  };

  it("offers each better format the build wrote as a source, best first, then its own at every width", () => {
    render(<LazyImage src="/m/a-800.jpg" alt="Sample" width={800} height={600} priority {...sets} />);

    const image = screen.getByRole("img", { name: "Sample" });
    expect(image.parentElement?.tagName).toBe("PICTURE");
    const offered = [...document.querySelectorAll("source")].map((s) => [s.type, s.srcset, s.sizes]);
    expect(offered).toEqual([
      ["image/avif", sets.sources[0]!.srcSet, sets.sizes],
      ["image/webp", sets.sources[1]!.srcSet, sets.sizes],
    ]);
    expect(image).toHaveAttribute("srcset", sets.srcSet);
    expect(image).toHaveAttribute("sizes", sets.sizes);
  });

  it("offers no source it was not given: an image with none is a plain image", () => {
    render(<LazyImage src="/images/a.png" alt="Sample" width={10} height={10} priority />);

    const image = screen.getByRole("img", { name: "Sample" });
    expect(image.parentElement?.tagName).not.toBe("PICTURE");
    expect(document.querySelector("source")).toBeNull();
  });

  it("preloads a priority picture's best source with its widths and sizes, so the first paint never waits for it", () => {
    const html = renderToString(
      <LazyImage src="/m/a-800.jpg" alt="Sample" width={800} height={600} priority {...sets} />,
    );

    expect(html).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="\/m\/a-480.avif 480w, \/m\/a-800.avif 800w"/);
    expect(html).toMatch(/<link rel="preload"[^>]*type="image\/avif"/);
    expect(html).toMatch(/<link rel="preload"[^>]*imageSizes="\(min-width: 768px\) 50vw, 100vw"/);
  });

  it("holds a lazy picture's sets back until it nears the viewport", () => {
    const { container } = render(<LazyImage src="/m/a-800.jpg" alt="Sample" width={800} height={600} {...sets} />);
    const image = container.querySelector("img[data-src]")!;
    expect(image).not.toHaveAttribute("srcset");
    expect(image).not.toHaveAttribute("sizes");
    // HTML requires a source's srcset: the blank image holds its place, fetching nothing.
    expect(container.querySelector("source")?.getAttribute("srcset")).toMatch(/^data:image\/gif/);

    onlyObserver().enter();

    expect(image).toHaveAttribute("srcset", sets.srcSet);
    expect(image).toHaveAttribute("sizes", sets.sizes);
    expect(container.querySelector("source")).toHaveAttribute("srcset", sets.sources[0]!.srcSet);
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
    expect(html).toMatch(/<noscript><img src="\/images\/founder.png"[^>]*alt="Founder portrait"[^>]*loading="lazy"/);
  });

  it("prerenders a priority image directly", () => {
    const html = renderToString(<LazyImage src="/images/hero.svg" alt="Hero" width={10} height={10} priority />);

    expect(html).not.toContain("noscript");
    expect(html).toMatch(/<img src="\/images\/hero.svg"[^>]*fetchPriority="high"/i);
  });
});
