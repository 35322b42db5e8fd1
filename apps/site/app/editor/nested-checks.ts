import { decap } from "./decap";

/**
 * Decap checks an entry before saving by walking the controls its fields registered, each by its
 * name with the control around it (`controlRef`). Its list and group controls also hand every
 * control mounted inside them up to that same callback, so a field mounted after the entry opened
 * (a tag or keyword just added, a new project) takes its list's place: Publish then checks that one
 * nested field and nothing else of the entry, and a `javascript:` link beside a new tag saves.
 *
 * Here each list and group control gets a `controlRef` that keeps what it is handed: the field
 * around it still registers itself (Decap's `Widget` does that with its own callback), and the
 * list or group still checks each entry and field inside it, whatever was added, removed or moved.
 * The control itself is Decap's, given the same `ref` (React 19 passes `ref` to a function
 * component as a prop), so Decap calls its own `validate`, `focus` and `shouldComponentUpdate`.
 */

const keepToItself = () => undefined;

/** Replaces the controls of Decap's `list` and `object` widgets, before `CMS.init`. */
export function checkEveryNestedField(): void {
  for (const name of ["list", "object"]) {
    const widget = decap.CMS.getWidget(name);
    if (!widget) throw new Error(`Decap has no "${name}" widget: was its bundle updated?`);
    const Control = widget.control;
    const Sealed = (props: object) => decap.h(Control, { ...props, controlRef: keepToItself });
    Sealed.displayName = `Sealed(${name})`;
    widget.control = Sealed;
  }
}
