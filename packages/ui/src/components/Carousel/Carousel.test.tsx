import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Profiler } from "react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./Carousel.js";
import { LazyImage } from "../LazyImage/LazyImage.js";
import { enhanceCarousel } from "./enhanceCarousel.js";

function ReportPreview(props: { autoPlay?: boolean }) {
  return (
    <Carousel label="Report preview" {...props}>
      <p>Cover page</p>
      <p>Opportunities</p>
      <p>Automation playbook</p>
      <p>Tool list</p>
    </Carousel>
  );
}

/** The slide a sighted visitor sees: the only one not hidden from assistive technology. */
const currentSlide = () => screen.getByRole("group");

afterEach(() => vi.useRealTimers());

describe("Carousel", () => {
  it("is a labelled carousel region whose slides are numbered", () => {
    render(<ReportPreview />);

    const region = screen.getByRole("region", { name: "Report preview" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = within(region).getAllByRole("group", { hidden: true });
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    for (const slide of slides) expect(slide).toHaveAttribute("aria-roledescription", "slide");
  });

  it("says every word from its messages, and keeps the English for any left out", async () => {
    const user = userEvent.setup();
    render(
      <Carousel
        label="Vista previa"
        autoPlay
        messages={{
          roleDescription: "carrusel",
          slideRoleDescription: "diapositiva",
          slideLabel: "{slide} de {count}",
          next: "Siguiente",
          chooseSlide: "Elegir",
          goToSlide: "Ir a la {slide}",
          pause: "Pausar",
        }}
      >
        <p>Uno</p>
        <p>Dos</p>
      </Carousel>,
    );

    expect(screen.getByRole("region", { name: "Vista previa" })).toHaveAttribute("aria-roledescription", "carrusel");
    expect(currentSlide()).toHaveAccessibleName("1 de 2");
    expect(currentSlide()).toHaveAttribute("aria-roledescription", "diapositiva");
    expect(screen.getByRole("list", { name: "Elegir" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ir a la 2" }));
    expect(currentSlide()).toHaveAccessibleName("2 de 2");
    await user.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(currentSlide()).toHaveAccessibleName("1 de 2");
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pausar" }));
    expect(screen.getByRole("button", { name: "Play slide show" })).toBeInTheDocument();
  });

  it("shows the first slide and keeps the others out of reach", () => {
    render(<ReportPreview />);

    expect(currentSlide()).toHaveAccessibleName("1 of 4");
    expect(currentSlide()).toHaveTextContent("Cover page");
    expect(screen.getByText("Opportunities").closest("[role=group]")).toHaveAttribute("inert");
  });

  it("wraps from the last slide to the first with Next, and back with Previous", async () => {
    const user = userEvent.setup();
    render(<ReportPreview />);
    const next = screen.getByRole("button", { name: "Next slide" });
    const previous = screen.getByRole("button", { name: "Previous slide" });

    await user.click(previous);
    expect(currentSlide()).toHaveTextContent("Tool list");

    await user.click(next);
    expect(currentSlide()).toHaveTextContent("Cover page");

    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(currentSlide()).toHaveAccessibleName("4 of 4");
    await user.click(next);
    expect(currentSlide()).toHaveAccessibleName("1 of 4");
  });

  it("moves and wraps with the arrow keys while focus is inside", async () => {
    const user = userEvent.setup();
    render(<ReportPreview />);
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());

    await user.keyboard("{ArrowLeft}");
    expect(currentSlide()).toHaveTextContent("Tool list");

    await user.keyboard("{ArrowRight}");
    expect(currentSlide()).toHaveTextContent("Cover page");

    await user.keyboard("{ArrowRight}");
    expect(currentSlide()).toHaveTextContent("Opportunities");
  });

  it("jumps to a slide picked from the dots and marks it current", async () => {
    const user = userEvent.setup();
    render(<ReportPreview />);

    await user.click(screen.getByRole("button", { name: "Go to slide 3" }));

    expect(currentSlide()).toHaveTextContent("Automation playbook");
    expect(screen.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Go to slide 1" })).not.toHaveAttribute("aria-current");
  });

  it("turns the live region on when the visitor takes over a rotating carousel with the buttons", async () => {
    const user = userEvent.setup();
    render(<ReportPreview autoPlay />);
    expect(currentSlide().parentElement).toHaveAttribute("aria-live", "off");

    await user.click(screen.getByRole("button", { name: "Next slide" }));

    expect(currentSlide()).toHaveTextContent("Opportunities");
    expect(currentSlide().parentElement).toHaveAttribute("aria-live", "polite");
  });

  describe("swiping", () => {
    const viewport = () => currentSlide().parentElement!.parentElement!;
    const drag = (fromX: number, toX: number, toY = 0) => {
      fireEvent.pointerDown(viewport(), { pointerId: 1, pointerType: "touch", clientX: fromX, clientY: 0 });
      fireEvent.pointerMove(viewport(), { pointerId: 1, pointerType: "touch", clientX: toX, clientY: toY });
      fireEvent.pointerUp(viewport(), { pointerId: 1, pointerType: "touch", clientX: toX, clientY: toY });
    };

    it("goes to the next slide on a leftward swipe and wraps back on a rightward one", () => {
      render(<ReportPreview />);

      drag(200, 100);
      expect(currentSlide()).toHaveTextContent("Opportunities");

      drag(100, 200);
      drag(100, 200);
      expect(currentSlide()).toHaveTextContent("Tool list");
    });

    it("ignores movements of 10 px or less and mostly vertical ones", () => {
      render(<ReportPreview />);

      drag(200, 190);
      drag(200, 170, 80);

      expect(currentSlide()).toHaveTextContent("Cover page");
    });

    it("swallows the click that ends a drag so a link in the slide does not open", () => {
      const onClick = vi.fn();
      render(
        <Carousel label="Links">
          <a href="#one" onClick={onClick}>
            One
          </a>
          <p>Two</p>
        </Carousel>,
      );
      const link = screen.getByRole("link", { name: "One" });

      fireEvent.pointerDown(link, { pointerId: 1, pointerType: "mouse", button: 0, clientX: 200, clientY: 0 });
      fireEvent.pointerMove(link, { pointerId: 1, pointerType: "mouse", clientX: 150, clientY: 0 });
      fireEvent.pointerUp(link, { pointerId: 1, pointerType: "mouse", clientX: 150, clientY: 0 });
      fireEvent.click(link);

      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe("auto-rotation", () => {
    it("advances on its own, with the live region off, and stops when the visitor pauses it", () => {
      vi.useFakeTimers();
      render(<ReportPreview autoPlay />);
      expect(currentSlide().parentElement).toHaveAttribute("aria-live", "off");

      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(currentSlide()).toHaveTextContent("Opportunities");

      fireEvent.click(screen.getByRole("button", { name: "Pause slide show" }));
      fireEvent.blur(screen.getByRole("button", { name: "Play slide show" }));
      act(() => {
        vi.advanceTimersByTime(20000);
      });

      expect(currentSlide()).toHaveTextContent("Opportunities");
      expect(currentSlide().parentElement).toHaveAttribute("aria-live", "polite");
    });

    it("holds while the pointer is over it and resumes when it leaves", () => {
      vi.useFakeTimers();
      render(<ReportPreview autoPlay />);
      const region = screen.getByRole("region", { name: "Report preview" });

      fireEvent.mouseEnter(region);
      act(() => {
        vi.advanceTimersByTime(20000);
      });
      expect(currentSlide()).toHaveTextContent("Cover page");

      fireEvent.mouseLeave(region);
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(currentSlide()).toHaveTextContent("Opportunities");
    });

    it("holds while focus is inside", () => {
      vi.useFakeTimers();
      render(<ReportPreview autoPlay />);

      act(() => screen.getByRole("button", { name: "Next slide" }).focus());
      act(() => {
        vi.advanceTimersByTime(20000);
      });

      expect(currentSlide()).toHaveTextContent("Cover page");
    });

    it("starts paused for visitors who prefer reduced motion", () => {
      vi.useFakeTimers();
      vi.stubGlobal("matchMedia", (query: string) => ({
        matches: query.includes("reduce"),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      render(<ReportPreview autoPlay />);

      act(() => {
        vi.advanceTimersByTime(20000);
      });

      expect(currentSlide()).toHaveTextContent("Cover page");
      expect(screen.getByRole("button", { name: "Play slide show" })).toBeVisible();
      vi.unstubAllGlobals();
    });
  });

  it("renders nothing again in React when the visitor moves between slides", async () => {
    const user = userEvent.setup();
    const onRender = vi.fn();
    render(
      <Profiler id="carousel" onRender={onRender}>
        <ReportPreview />
      </Profiler>,
    );
    const renders = onRender.mock.calls.length;

    await user.click(screen.getByRole("button", { name: "Next slide" }));
    await user.click(screen.getByRole("button", { name: "Go to slide 4" }));
    await user.keyboard("{ArrowRight}");

    expect(currentSlide()).toHaveTextContent("Cover page");
    expect(onRender).toHaveBeenCalledTimes(renders);
  });

  it("works on its prerendered HTML with no React in the browser, wired by enhanceCarousel", async () => {
    const user = userEvent.setup();
    document.body.innerHTML = renderToString(<ReportPreview />);
    enhanceCarousel(screen.getByRole("region", { name: "Report preview" }));

    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(currentSlide()).toHaveAccessibleName("4 of 4");
    expect(screen.getByRole("button", { name: "Go to slide 4" })).toHaveAttribute("aria-current", "true");
    expect(currentSlide().parentElement).toHaveAttribute("aria-live", "polite");
    document.body.innerHTML = "";
  });

  it("gives the slides either side of the current one their images, so a step shows a picture", async () => {
    const user = userEvent.setup();
    const pages = ["Cover", "Opportunities", "Playbook", "Tools"];
    document.body.innerHTML = renderToString(
      <Carousel label="Report pages">
        {pages.map((page) => (
          <LazyImage key={page} src={`/${page}.svg`} alt={page} width={400} height={300} />
        ))}
      </Carousel>,
    );
    enhanceCarousel(screen.getByRole("region", { name: "Report pages" }));
    const loaded = () =>
      pages.filter((page) => screen.getByRole("img", { name: page, hidden: true }).getAttribute("src") !== null);

    // Slide 1's own image is the page's to load as it scrolls in; its neighbours are the carousel's.
    expect(loaded()).toEqual(["Opportunities", "Tools"]);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    await vi.waitFor(() => expect(loaded()).toEqual(pages));
    document.body.innerHTML = "";
  });

  it("prerenders every slide with the first one current", () => {
    const html = renderToString(<ReportPreview />);

    for (const text of ["Cover page", "Opportunities", "Automation playbook", "Tool list"])
      expect(html).toContain(text);
    expect(html).toMatch(/aria-label="1 of 4"(?:(?!inert)[^>])*>/);
    expect(html).toMatch(/aria-label="2 of 4"[^>]*inert/);
  });
});
