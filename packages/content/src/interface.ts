/**
 * The words the design system's widgets say on their own (names, hidden hints, what a screen reader
 * calls a part), passed to each as its `messages`; `{name}` is filled in by the widget. The English
 * is the design system's own (`@grand-river/ui/messages`, its components' defaults): to translate or
 * reword the site, spread the new words over it here, `{ ...carouselMessages, next: "…" }`.
 */
import {
  buttonLinkMessages,
  carouselMessages,
  toasterMessages,
  videoFacadeMessages,
  type ButtonLinkMessages,
  type CarouselMessages,
  type ToasterMessages,
  type VideoFacadeMessages,
} from "@grand-river/ui/messages";

/** The toasts' region and each toast's close button. */
export const toasterWords: ToasterMessages = toasterMessages;

/** The report previews' and Playbook samples' slide shows. */
export const carouselWords: CarouselMessages = carouselMessages;

/** The click-to-load video's play button. */
export const videoWords: VideoFacadeMessages = videoFacadeMessages;

/** What a link that opens another site in a new tab adds for screen readers. */
export const externalLinkWords: ButtonLinkMessages = buttonLinkMessages;
