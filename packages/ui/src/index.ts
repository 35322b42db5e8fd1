// Theme: the contract, layout sprinkles and tokens. Import "@grand-river/ui/styles.css" once at the app root.
export { vars, sprinkles, visuallyHidden, grid, breakpoints, hoverCapable, type Sprinkles } from "./theme/index.js";
// The dark-mode choice; its plain-DOM behaviours for pages without React are in "@grand-river/ui/enhance".
export { isDarkMode, setDarkMode, darkModeBootScript, DARK_MODE_CLASS, DARK_ROOT } from "./theme/darkMode.js";

// Layout and type
export { Container, type ContainerProps } from "./components/Container/Container.js";
export { Section, type SectionProps } from "./components/Section/Section.js";
export { Stack, type StackProps, type Gap, type Align } from "./components/Stack/Stack.js";
export { Cluster, type ClusterProps, type Justify } from "./components/Cluster/Cluster.js";
export { Grid, type GridProps, type Columns } from "./components/Grid/Grid.js";
export { Heading, type HeadingProps, type HeadingLevel, type HeadingSize } from "./components/Heading/Heading.js";
export { Text, type TextProps } from "./components/Text/Text.js";
export { Prose, type ProseProps } from "./components/Prose/Prose.js";
export {
  CodeToken,
  codeTokenKinds,
  type CodeTokenProps,
  type CodeTokenKind,
} from "./components/CodeToken/CodeToken.js";

// Actions and content
export { Button, type ButtonProps } from "./components/Button/Button.js";
export {
  ButtonLink,
  buttonLinkMessages,
  type ButtonLinkProps,
  type ButtonLinkMessages,
} from "./components/ButtonLink/ButtonLink.js";
export { Spinner, type SpinnerProps } from "./components/Spinner/Spinner.js";
export {
  Card,
  CardTitle,
  CardBody,
  type CardProps,
  type CardTitleProps,
  type CardBodyProps,
  type CardElement,
  type CardTitleLevel,
} from "./components/Card/Card.js";
export { Tag, type TagProps } from "./components/Tag/Tag.js";
export { Initials, type InitialsProps } from "./components/Initials/Initials.js";
export { initialsOf } from "./components/Initials/initialsOf.js";
export { LazyImage, type LazyImageProps, type LazyImageSource } from "./components/LazyImage/LazyImage.js";
export { LAZY_IMAGE_ROOT_MARGIN, LAZY_IMAGE_THRESHOLD } from "./components/LazyImage/observeLazyImage.js";
export {
  VideoFacade,
  videoFacadeMessages,
  type VideoFacadeProps,
  type VideoFacadeMessages,
} from "./components/VideoFacade/VideoFacade.js";
export { Reveal, type RevealProps } from "./components/Reveal/Reveal.js";
export { CurrentYear, type CurrentYearProps } from "./components/CurrentYear/CurrentYear.js";
export {
  Tooltip,
  TOOLTIP_SHOW_TIMEOUT,
  TOOLTIP_SKIP_TIMEOUT,
  type TooltipProps,
} from "./components/Tooltip/Tooltip.js";

// Interactive widgets
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from "./components/Tabs/Tabs.js";
export {
  FilterTabs,
  type Filter,
  type FilteredProps,
  type FilterTabsProps,
} from "./components/FilterTabs/FilterTabs.js";
export {
  Accordion,
  accordionHeadingLevels,
  type AccordionProps,
  type AccordionItem,
} from "./components/Accordion/Accordion.js";
export {
  Carousel,
  carouselMessages,
  type CarouselProps,
  type CarouselMessages,
} from "./components/Carousel/Carousel.js";
export { CAROUSEL_DRAG_THRESHOLD } from "./components/Carousel/swipeStep.js";
export { CAROUSEL_ROTATION_INTERVAL } from "./components/Carousel/enhanceCarousel.js";

// Form fields: each owns its label, hint, error text and ARIA
export { type FieldOption } from "./components/Field/Field.js";
export {
  choiceGroupMessages,
  type ChoiceInputProps,
  type ChoiceGroupMessages,
} from "./components/Field/ChoiceGroup.js";
export { TextField, type TextFieldProps, type TextFieldType } from "./components/TextField/TextField.js";
export {
  TextArea,
  textAreaMessages,
  type TextAreaProps,
  type TextAreaMessages,
} from "./components/TextArea/TextArea.js";
export { Select, type SelectProps } from "./components/Select/Select.js";
export { RadioGroup, type RadioGroupProps } from "./components/RadioGroup/RadioGroup.js";
export {
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxSubGroup,
} from "./components/CheckboxGroup/CheckboxGroup.js";
export { Slider, type SliderProps } from "./components/Slider/Slider.js";
export { Switch, type SwitchProps } from "./components/Switch/Switch.js";
export { DarkModeSwitch, type DarkModeSwitchProps } from "./components/DarkModeSwitch/DarkModeSwitch.js";

// Site chrome
export { SkipLink, type SkipLinkProps } from "./components/SkipLink/SkipLink.js";
export { SiteHeader, type SiteHeaderProps } from "./components/SiteHeader/SiteHeader.js";
export { NAVBAR_SCROLL_THRESHOLD } from "./components/SiteHeader/watchScrolledPast.js";
export { Brand, type BrandProps } from "./components/Brand/Brand.js";
export { NavItem, type NavItemProps } from "./components/NavItem/NavItem.js";
export { LinkList, type LinkListProps } from "./components/LinkList/LinkList.js";
export {
  MobileMenu,
  mobileMenuMessages,
  type MobileMenuProps,
  type MobileMenuMessages,
} from "./components/MobileMenu/MobileMenu.js";
export { SiteFooter, type SiteFooterProps } from "./components/SiteFooter/SiteFooter.js";
export { FooterColumn, type FooterColumnProps } from "./components/SiteFooter/FooterColumn.js";
export { FooterLink, type FooterLinkProps } from "./components/SiteFooter/FooterLink.js";
export { FloatingAction, type FloatingActionProps } from "./components/FloatingAction/FloatingAction.js";

// Toasts
export { toast, toastStore, useToasts, type ToastHandle } from "./toast/toast.js";
export { toastVariants, type Toast, type ToastInput, type ToastVariant } from "./toast/store.js";
export { toasterPresets, TOAST_DURATION, TOAST_REMOVE_DELAY, type ToasterPreset } from "./toast/presets.js";
export { Toaster, toasterMessages, type ToasterProps, type ToasterMessages } from "./toast/Toaster.js";
