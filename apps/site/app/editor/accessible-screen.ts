import { onEveryChange, setAttribute } from "./watch-page";

/**
 * What axe (every rule on) finds on Decap's entry screens and no option of Decap's fixes, fixed
 * where Decap draws it, by the attributes and styles the editor's script sets:
 * - no landmarks: its toolbar becomes the page's banner, the form and preview its main part;
 * - the Markdown field's text box (Slate's) has no name: it is named by the field's label;
 * - the Rich Text / Markdown switch has no name nor, in rich text, a checked state (Decap's
 *   `Toggle` is given `aria-label`, which it drops, and `active: undefined`);
 * - the Headings menu is a `<span role="button">` around a `<button>`: the inner button becomes the
 *   menu button, the span only its wrapper, which hands it the focus the menu gives back on closing.
 * Its faint colours are made readable in its bundle (postbuild/editor/readable-colours.ts).
 */

function landmarks(root: ParentNode): void {
  for (const toolbar of root.querySelectorAll('[class*="EditorContainer"] > [class*="ToolbarContainer"]')) {
    setAttribute(toolbar, "role", "banner");
    const form = toolbar.nextElementSibling;
    if (form) setAttribute(form, "role", "main");
  }
}

function nameTextBoxes(root: ParentNode): void {
  for (const box of root.querySelectorAll('[role="textbox"][data-slate-editor]')) {
    const label = box.closest('[class*="ControlContainer"]')?.querySelector<HTMLLabelElement>("label[for]");
    if (!label) continue;
    if (!label.id) label.id = `${label.htmlFor}-label`;
    setAttribute(box, "aria-labelledby", label.id);
  }
}

function nameModeSwitches(root: ParentNode): void {
  for (const toggle of root.querySelectorAll('[class*="ToolbarToggle"] [role="switch"]')) {
    setAttribute(toggle, "aria-label", "Markdown");
    // Decap says "true" in Markdown mode and nothing in rich text.
    if (!toggle.hasAttribute("aria-checked")) toggle.setAttribute("aria-checked", "false");
  }
}

const focusInner = (event: FocusEvent) =>
  (event.currentTarget as HTMLElement).querySelector<HTMLButtonElement>("button:not(:disabled)")?.focus();

function unnestMenuButtons(root: ParentNode): void {
  for (const menu of root.querySelectorAll<HTMLElement>("span[aria-haspopup], span[data-menu-wrapper]")) {
    const button = menu.querySelector("button");
    if (!button) continue;
    if (!menu.hasAttribute("data-menu-wrapper")) {
      menu.setAttribute("data-menu-wrapper", "");
      menu.removeAttribute("role");
      menu.setAttribute("tabindex", "-1");
      menu.addEventListener("focus", focusInner);
      setAttribute(button, "aria-haspopup", menu.getAttribute("aria-haspopup") ?? "true");
      menu.removeAttribute("aria-haspopup");
    }
    // Decap's menu sets the span's state as the menu opens and closes: the button takes it over.
    const expanded = menu.getAttribute("aria-expanded");
    if (expanded !== null) {
      setAttribute(button, "aria-expanded", expanded);
      menu.removeAttribute("aria-expanded");
    }
  }
}

/** Starts fixing, once, before `CMS.init`. */
export function makeScreensAccessible(): void {
  onEveryChange(
    (root) => {
      landmarks(root);
      nameTextBoxes(root);
      nameModeSwitches(root);
      unnestMenuButtons(root);
    },
    ["aria-expanded"],
  );
}
