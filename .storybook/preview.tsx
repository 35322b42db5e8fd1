import type { Decorator, Preview } from "@storybook/react-vite";
import "../packages/ui/src/styles";

/** Mirrors the site: dark mode is the `dark` class on <html>. */
const withTheme: Decorator = (Story, context) => {
  document.documentElement.classList.toggle("dark", context.globals.theme === "dark");
  return <Story />;
};

const preview: Preview = {
  // Every component and form gets a docs page: its doc comment, a props table and every story.
  tags: ["autodocs"],
  decorators: [withTheme],
  initialGlobals: { theme: "light", forcedColors: "none" },
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: { title: "Theme", icon: "mirror", items: ["light", "dark"], dynamicTitle: true },
    },
    // A page cannot switch its own browser into forced colours: the story tests emulate it for every
    // story with `parameters.visual.forcedColors` (.storybook/baselines/forced/); to look at one
    // live, pick this and turn on Chrome's DevTools › Rendering › "Emulate CSS media feature forced-colors".
    forcedColors: {
      description: "Forced colours (Windows contrast themes)",
      toolbar: {
        title: "Forced colours",
        icon: "contrast",
        items: [
          { value: "none", title: "Normal colours" },
          { value: "active", title: "Forced colours (emulate in DevTools › Rendering)" },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: "padded",
    // The order a designer reads in: what the system is, its foundations, its parts, then the pages.
    options: { storySort: { order: ["Introduction", "Foundations", "UI", "Forms", "Pages"] } },
    // Any axe violation fails the story's test; its colours are checked in dark too
    // (.storybook/visual/baselines.setup.ts).
    a11y: { test: "error" },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
