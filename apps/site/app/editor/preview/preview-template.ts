import type { ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { decap } from "../decap";

/**
 * A Decap preview template that draws the entry with the site's own React and components. Decap's
 * bundle carries its own copy of React and lends a template only `createClass` and `h`, so this
 * class renders one empty element inside Decap's preview frame and gives it to a React root of ours
 * (`createRoot`), which re-renders whenever Decap passes a changed entry, on every keystroke.
 */

/** What Decap gives a preview template (https://decapcms.org/docs/customization/). */
interface PreviewProps {
  /** The entry, an Immutable.js map; its `data` is the file as the editor holds it now. */
  readonly entry: { getIn(path: readonly string[]): { toJS(): unknown } | undefined };
}

interface Template {
  props: PreviewProps;
  container: HTMLElement | null;
  root: Root | undefined;
}

/** The template for a file whose data `draw` turns into the site's components. */
export function previewTemplate(draw: (data: unknown) => ReactNode): unknown {
  const update = (template: Template) => template.root?.render(draw(template.props.entry.getIn(["data"])?.toJS()));
  return decap.createClass({
    displayName: "SitePreview",
    componentDidMount(this: Template) {
      if (!this.container) return;
      this.root = createRoot(this.container);
      update(this);
    },
    componentDidUpdate(this: Template) {
      update(this);
    },
    componentWillUnmount(this: Template) {
      this.root?.unmount();
    },
    render(this: Template) {
      return decap.h("div", { ref: (element: HTMLElement | null) => (this.container = element) });
    },
  });
}
