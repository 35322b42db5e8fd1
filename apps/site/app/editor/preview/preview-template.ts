import type { ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { showPicturesInPreview } from "../../shared/picture";
import { decap } from "../decap";
import { onPictureRead, type DecapAsset, type DecapEntry } from "../picture-facts";
import { previewPictures } from "./preview-pictures";

/**
 * A Decap preview template that draws the entry with the site's own React and components. Decap's
 * bundle carries its own copy of React and lends a template only `createClass` and `h`, so this
 * class renders one empty element inside Decap's preview frame and gives it to a React root of ours
 * (`createRoot`), which re-renders whenever Decap passes a changed entry, on every keystroke.
 */

/** What Decap gives a preview template (https://decapcms.org/docs/customization/). */
interface PreviewProps {
  /** The entry, an Immutable.js map; its `data` is the file as the editor holds it now. */
  readonly entry: DecapEntry & { getIn(path: readonly string[]): { toJS(): unknown } | undefined };
  /** Decap's copy of a file the entry names, such as a picture just uploaded. */
  readonly getAsset: (path: string) => DecapAsset;
}

interface Template {
  props: PreviewProps;
  container: HTMLElement | null;
  root: Root | undefined;
  stopListening: (() => void) | undefined;
}

/** The template for a file whose data `draw` turns into the site's components. */
export function previewTemplate(draw: (data: unknown) => ReactNode): unknown {
  const update = (template: Template) => {
    // Pictures uploaded since the build show from Decap's copy (../../shared/picture.ts).
    showPicturesInPreview(previewPictures(template.props.entry, template.props.getAsset));
    template.root?.render(draw(template.props.entry.getIn(["data"])?.toJS()));
  };
  return decap.createClass({
    displayName: "SitePreview",
    componentDidMount(this: Template) {
      if (!this.container) return;
      this.root = createRoot(this.container);
      // A picture's size is known once its file is read, after the entry opens or a file is uploaded.
      this.stopListening = onPictureRead(() => update(this));
      update(this);
    },
    componentDidUpdate(this: Template) {
      update(this);
    },
    componentWillUnmount(this: Template) {
      this.stopListening?.();
      this.root?.unmount();
    },
    render(this: Template) {
      return decap.h("div", { ref: (element: HTMLElement | null) => (this.container = element) });
    },
  });
}
