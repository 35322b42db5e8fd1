// Theme: the contract, layout sprinkles and tokens. Import "@grand-river/ui/styles.css" once at the app root.
export { vars, sprinkles, visuallyHidden, grid, breakpoints, type Sprinkles } from "./theme";
// The dark-mode choice; its plain-DOM behaviours for pages without React are in "@grand-river/ui/enhance".
export { isDarkMode, setDarkMode, darkModeBootScript, DARK_MODE_CLASS } from "./theme/darkMode";

// Layout and type
export { Container, type ContainerProps } from "./components/Container/Container";
export { Section, type SectionProps } from "./components/Section/Section";
export { Stack, type StackProps, type Gap, type Align } from "./components/Stack/Stack";
export { Cluster, type ClusterProps, type Justify } from "./components/Cluster/Cluster";
export { Grid, type GridProps, type Columns } from "./components/Grid/Grid";
export { Heading, type HeadingProps, type HeadingLevel, type HeadingSize } from "./components/Heading/Heading";
export { Text, type TextProps } from "./components/Text/Text";
export { Prose, type ProseProps } from "./components/Prose/Prose";

// Actions and content
export { Button, type ButtonProps } from "./components/Button/Button";
export {
  ButtonLink,
  buttonLinkMessages,
  type ButtonLinkProps,
  type ButtonLinkMessages,
} from "./components/ButtonLink/ButtonLink";
export { Spinner, type SpinnerProps } from "./components/Spinner/Spinner";
export {
  Card,
  CardTitle,
  CardBody,
  type CardProps,
  type CardTitleProps,
  type CardBodyProps,
  type CardElement,
  type CardTitleLevel,
} from "./components/Card/Card";
export { Tag, type TagProps } from "./components/Tag/Tag";
export { Initials, type InitialsProps } from "./components/Initials/Initials";
export { initialsOf } from "./components/Initials/initialsOf";
export { LazyImage, type LazyImageProps } from "./components/LazyImage/LazyImage";
export { webpVariant } from "./components/LazyImage/webpVariant";
export { LAZY_IMAGE_ROOT_MARGIN, LAZY_IMAGE_THRESHOLD } from "./components/LazyImage/observeLazyImage";
export {
  VideoFacade,
  videoFacadeMessages,
  type VideoFacadeProps,
  type VideoFacadeMessages,
} from "./components/VideoFacade/VideoFacade";
export { Reveal, type RevealProps } from "./components/Reveal/Reveal";
export { CurrentYear, type CurrentYearProps } from "./components/CurrentYear/CurrentYear";
export { Tooltip, TOOLTIP_SHOW_TIMEOUT, TOOLTIP_SKIP_TIMEOUT, type TooltipProps } from "./components/Tooltip/Tooltip";

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
} from "./components/Tabs/Tabs";
export {
  Accordion,
  accordionHeadingLevels,
  type AccordionProps,
  type AccordionItem,
} from "./components/Accordion/Accordion";
export { Carousel, carouselMessages, type CarouselProps, type CarouselMessages } from "./components/Carousel/Carousel";
export { CAROUSEL_DRAG_THRESHOLD } from "./components/Carousel/swipeStep";
export { CAROUSEL_ROTATION_INTERVAL } from "./components/Carousel/useRotation";

// Form fields: each owns its label, hint, error text and ARIA
export { type FieldOption } from "./components/Field/Field";
export { choiceGroupMessages, type ChoiceInputProps, type ChoiceGroupMessages } from "./components/Field/ChoiceGroup";
export { TextField, type TextFieldProps, type TextFieldType } from "./components/TextField/TextField";
export { TextArea, textAreaMessages, type TextAreaProps, type TextAreaMessages } from "./components/TextArea/TextArea";
export { Select, type SelectProps } from "./components/Select/Select";
export { RadioGroup, type RadioGroupProps } from "./components/RadioGroup/RadioGroup";
export {
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxSubGroup,
} from "./components/CheckboxGroup/CheckboxGroup";
export { Slider, type SliderProps } from "./components/Slider/Slider";
export { Switch, type SwitchProps } from "./components/Switch/Switch";
export { DarkModeSwitch, type DarkModeSwitchProps } from "./components/DarkModeSwitch/DarkModeSwitch";

// Site chrome
export { SkipLink, type SkipLinkProps } from "./components/SkipLink/SkipLink";
export { SiteHeader, type SiteHeaderProps } from "./components/SiteHeader/SiteHeader";
export { NAVBAR_SCROLL_THRESHOLD } from "./components/SiteHeader/watchScrolledPast";
export { Brand, type BrandProps } from "./components/Brand/Brand";
export { NavItem, type NavItemProps } from "./components/NavItem/NavItem";
export { LinkList, type LinkListProps } from "./components/LinkList/LinkList";
export {
  MobileMenu,
  mobileMenuMessages,
  type MobileMenuProps,
  type MobileMenuMessages,
} from "./components/MobileMenu/MobileMenu";
export { SiteFooter, type SiteFooterProps } from "./components/SiteFooter/SiteFooter";
export { FooterColumn, type FooterColumnProps } from "./components/SiteFooter/FooterColumn";
export { FooterLink, type FooterLinkProps } from "./components/SiteFooter/FooterLink";
export { FloatingAction, type FloatingActionProps } from "./components/FloatingAction/FloatingAction";

// Toasts
export { toast, toastStore, useToasts, type ToastHandle } from "./toast/toast";
export { toastVariants, type Toast, type ToastInput, type ToastVariant } from "./toast/store";
export { toasterPresets, TOAST_DURATION, TOAST_REMOVE_DELAY, type ToasterPreset } from "./toast/presets";
export { Toaster, toasterMessages, type ToasterProps, type ToasterMessages } from "./toast/Toaster";
