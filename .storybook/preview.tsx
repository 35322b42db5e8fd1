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
  initialGlobals: { theme: "light" },
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: { title: "Theme", icon: "mirror", items: ["light", "dark"], dynamicTitle: true },
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
