import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { LazyImage } from "../LazyImage/LazyImage.js";
import { Carousel } from "./Carousel.js";

const slideImage = (title: string, fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540"><rect width="100%" height="100%" fill="${fill}"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="48" text-anchor="middle" dominant-baseline="middle">${title}</text></svg>`,
  )}`;

const reportSlides = [
  { title: "Cover page", fill: "#0f766e" },
  { title: "AI opportunities", fill: "#115e59" },
  { title: "Automation playbook", fill: "#1d4ed8" },
  { title: "Recommended tools", fill: "#b45309" },
];

const meta = {
  title: "UI/Carousel",
  component: Carousel,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  args: {
    label: "Report preview",
    children: reportSlides.map((slide, index) => (
      <LazyImage
        key={slide.title}
        src={slideImage(slide.title, slide.fill)}
        alt={slide.title}
        width={960}
        height={540}
        priority={index === 0}
      />
    )),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) => within(canvasElement).getByRole("group");

/** The AI report's 4 looping preview slides. */
export const ReportPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Report preview" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    await expect(current(canvasElement)).toHaveAccessibleName("1 of 4");

    await userEvent.click(canvas.getByRole("button", { name: "Go to slide 4" }));
    await expect(current(canvasElement)).toHaveAccessibleName("4 of 4");

    // Next from the last slide wraps to the first.
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(current(canvasElement)).toHaveAccessibleName("1 of 4");

    // …and Previous from the first wraps to the last.
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
    await expect(current(canvasElement)).toHaveAccessibleName("4 of 4");

    await userEvent.keyboard("{ArrowRight}");
    await expect(current(canvasElement)).toHaveAccessibleName("1 of 4");
  },
};

/** Rotates every 5 s; hovering or focusing holds it, and the corner button pauses it for good. */
export const AutoPlay: Story = {
  args: { autoPlay: true, interval: 1500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(current(canvasElement)).toHaveAccessibleName("2 of 4"), { timeout: 4000 });

    await userEvent.click(canvas.getByRole("button", { name: "Pause slide show" }));
    await expect(canvas.getByRole("button", { name: "Play slide show" })).toBeVisible();
    await expect(current(canvasElement).parentElement).toHaveAttribute("aria-live", "polite");
  },
};

export const SingleSlide: Story = {
  args: {
    label: "One slide",
    children: <LazyImage src={slideImage("Only slide", "#0f766e")} alt="Only slide" width={960} height={540} />,
  },
  // No forced-colours screenshot: one slide shows no control, so it would be the light one, byte for byte.
  parameters: { visual: { forcedColors: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "Next slide" })).toBeNull();
  },
};

/**
 * In Spanish: every word the carousel says comes from `messages`, so another team translates it
 * without forking it. The screenshot is left out: it would be `ReportPreview`'s, pixel for pixel
 * (the words are heard, not seen), and the play function checks every one of them.
 */
export const InSpanish: Story = {
  args: {
    label: "Vista previa del informe",
    messages: {
      roleDescription: "carrusel",
      slideRoleDescription: "diapositiva",
      slideLabel: "{slide} de {count}",
      previous: "Diapositiva anterior",
      next: "Diapositiva siguiente",
      chooseSlide: "Elegir una diapositiva",
      goToSlide: "Ir a la diapositiva {slide}",
      play: "Reproducir la presentación",
      pause: "Pausar la presentación",
    },
    autoPlay: true,
    interval: 60_000,
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Vista previa del informe" })).toHaveAttribute(
      "aria-roledescription",
      "carrusel",
    );
    await expect(current(canvasElement)).toHaveAccessibleName("1 de 4");
    await expect(current(canvasElement)).toHaveAttribute("aria-roledescription", "diapositiva");
    await expect(canvas.getByRole("list", { name: "Elegir una diapositiva" })).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Ir a la diapositiva 3" }));
    await expect(current(canvasElement)).toHaveAccessibleName("3 de 4");
    await userEvent.click(canvas.getByRole("button", { name: "Diapositiva siguiente" }));
    await expect(current(canvasElement)).toHaveAccessibleName("4 de 4");
    await userEvent.click(canvas.getByRole("button", { name: "Diapositiva anterior" }));
    await expect(current(canvasElement)).toHaveAccessibleName("3 de 4");

    await userEvent.click(canvas.getByRole("button", { name: "Pausar la presentación" }));
    await expect(canvas.getByRole("button", { name: "Reproducir la presentación" })).toBeVisible();
    // Nothing it says is left in English.
    const said = [...canvasElement.querySelectorAll("[aria-label], [aria-roledescription]")].flatMap((element) => [
      element.getAttribute("aria-label") ?? "",
      element.getAttribute("aria-roledescription") ?? "",
    ]);
    await expect(said.filter((words) => /slide|carousel/i.test(words))).toEqual([]);
  },
};
