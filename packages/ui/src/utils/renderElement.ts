import { cloneElement, createElement, type ReactElement, type Ref } from "react";

/** The `render` prop of a component that can draw itself as another element, e.g. `render={<Link to="/" />}`. */
export interface RenderProp {
  /** The element to draw instead of the component's own tag; the component's props are merged into it. */
  render?: ReactElement;
}

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => void;

const isHandler = (key: string, value: unknown): value is Handler =>
  /^on[A-Z]/.test(key) && typeof value === "function";

function mergeRefs(a: Ref<unknown> | undefined, b: Ref<unknown> | undefined): Ref<unknown> | undefined {
  if (!a || !b) return a ?? b;
  return (node: unknown) => {
    for (const ref of [a, b]) {
      if (typeof ref === "function") ref(node);
      else ref.current = node;
    }
  };
}

/**
 * `createElement(tag, props)`, or, given `render`, that element with `props` merged in: the
 * element's own (defined) props win, except that class names join, styles merge, both event
 * handlers run (the element's first) and both refs are set. The link components need nothing more
 * from a headless library's `render` prop, so the chrome every page loads carries no such library.
 */
export function renderElement(tag: string, { render, ...props }: Props & RenderProp): ReactElement {
  if (!render) return createElement(tag, props);
  // An unset prop of ours must not blank one the element sets itself (a link's computed href).
  const merged: Props = Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));
  for (const [key, value] of Object.entries(render.props as Props)) {
    const base = merged[key];
    if (value === undefined) continue;
    if (base === undefined) merged[key] = value;
    else if (key === "className") merged.className = `${base as string} ${value as string}`;
    else if (key === "style") merged.style = { ...(base as object), ...(value as object) };
    else if (key === "ref") merged.ref = mergeRefs(base as Ref<unknown>, value as Ref<unknown>);
    else if (isHandler(key, value) && typeof base === "function") {
      merged[key] = (...args: unknown[]) => {
        value(...args);
        (base as Handler)(...args);
      };
    } else merged[key] = value;
  }
  return cloneElement(render, merged);
}
