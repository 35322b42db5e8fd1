import { describe, expect, it } from "vitest";
import { exportedComponents, storiesOf } from "./documented-components.mjs";

/**
 * Exported components with nothing to see, so no story: each is documented in its package's
 * README instead. Adding a name here needs that reason.
 */
const NOTHING_TO_SEE = {
  forms: {
    WebhooksProvider: "a context provider; it renders only its children",
    Honeypot: "a spam trap hidden from people by design",
  },
  ui: {},
};

describe.each(["ui", "forms"])("@grand-river/%s in Storybook", (packageName) => {
  const stories = storiesOf(packageName);

  it("documents every exported component: as a stories file's component, or a part on its parent's page", () => {
    const documented = new Set(stories.flatMap((story) => [story.component, ...story.subcomponents]));
    const undocumented = exportedComponents(packageName).filter(
      (name) => !documented.has(name) && !(name in NOTHING_TO_SEE[packageName]),
    );
    expect(undocumented).toEqual([]);
  });

  it("files each stories file under the package's section, named after the component it documents", () => {
    const section = packageName === "ui" ? "UI" : "Forms";
    for (const story of stories) {
      const [inSection, name] = story.title.split("/");
      expect(inSection, story.file).toBe(section);
      expect([story.component, ...story.subcomponents], story.file).toContain(name);
    }
  });

  it("reads the components it checks from the package's entry", () => {
    const components = exportedComponents(packageName);
    expect(components).toContain(packageName === "ui" ? "Button" : "ContactForm");
    expect(components).not.toContain(packageName === "ui" ? "DARK_MODE_CLASS" : "ContactSchema");
  });
});
