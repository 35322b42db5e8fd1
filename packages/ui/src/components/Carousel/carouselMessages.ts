/** Every word the carousel says to assistive technology; `{slide}` and `{count}` are filled in. */
export interface CarouselMessages {
  /** What a screen reader calls the whole widget, in place of "region". */
  roleDescription: string;
  /** What it calls each slide, in place of "group". */
  slideRoleDescription: string;
  /** Each slide's name: "{slide} of {count}". */
  slideLabel: string;
  previous: string;
  next: string;
  /** Names the row of dots. */
  chooseSlide: string;
  /** Each dot's name: "Go to slide {slide}". */
  goToSlide: string;
  play: string;
  pause: string;
}

/** The carousel's English words, the default for `messages`. */
export const carouselMessages: CarouselMessages = {
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  slideLabel: "{slide} of {count}",
  previous: "Previous slide",
  next: "Next slide",
  chooseSlide: "Choose a slide",
  goToSlide: "Go to slide {slide}",
  play: "Play slide show",
  pause: "Pause slide show",
};
