/**
 * The widgets' behaviours in plain DOM, with no React, for prerendered pages that wire a widget
 * only where it is: the carousel (`enhanceCarousel`, on `Carousel`'s markup), tabs (`enhanceTabs`,
 * on `Tabs`' markup), filter tabs (`enhanceFilterTabs`, on `FilterTabs`') and the video facade
 * (`enhanceVideoFacade`, on `VideoFacade`'s). An entry of its own, apart from `./enhance`, so a page
 * script that wires the chrome on every page carries none of this; nothing it imports imports React.
 */
export {
  CAROUSEL_ATTRIBUTE,
  CAROUSEL_ROTATION_INTERVAL,
  enhanceCarousel,
} from "./components/Carousel/enhanceCarousel.js";
export { enhanceTabs } from "./components/Tabs/enhanceTabs.js";
export { enhanceFilterTabs } from "./components/FilterTabs/enhanceFilterTabs.js";
export { enhanceVideoFacade, VIDEO_FACADE_ATTRIBUTE } from "./components/VideoFacade/enhanceVideoFacade.js";
