/**
 * The words the design system's widgets say on their own (names, hidden hints, what a screen reader
 * calls a part), passed to each as its `messages`. `{name}` is filled in by the widget. Translate or
 * reword the site here; the components' own defaults are the same English.
 */

/** The toasts' region and each toast's close button. */
export const toasterWords = {
  region: "Notifications",
  close: "Close notification",
} as const;

/** The report previews' and Playbook samples' slide shows. */
export const carouselWords = {
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  slideLabel: "{slide} of {count}",
  previous: "Previous slide",
  next: "Next slide",
  chooseSlide: "Choose a slide",
  goToSlide: "Go to slide {slide}",
  play: "Play slide show",
  pause: "Pause slide show",
} as const;

/** The click-to-load video's play button. */
export const videoWords = { play: "Play video: {title}" } as const;

/** What a link that opens another site in a new tab adds for screen readers. */
export const externalLinkWords = { opensInNewTab: "(opens in a new tab)" } as const;
