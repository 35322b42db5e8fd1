/**
 * The English words the components say on their own (names, hidden hints, what a screen reader
 * calls a part), each component's default for its `messages` prop. An entry with no styles and no
 * React, so an app can start its own wording or translation from them anywhere, its content and
 * tests included: `{ ...carouselMessages, next: "Diapositive suivante" }`.
 */
export { buttonLinkMessages, type ButtonLinkMessages } from "../components/ButtonLink/buttonLinkMessages.js";
export { carouselMessages, type CarouselMessages } from "../components/Carousel/carouselMessages.js";
export { videoFacadeMessages, type VideoFacadeMessages } from "../components/VideoFacade/videoFacadeMessages.js";
export { toasterMessages, type ToasterMessages } from "../toast/toasterMessages.js";
