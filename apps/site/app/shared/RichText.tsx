import type { RichText as RichTextTree } from "@grand-river/content";
import type { ReactNode } from "react";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";

/**
 * Formatted words from the content package (an FAQ answer, a legal section) as elements, with no
 * wrapper, so a `Prose` spaces each paragraph and list as its own. Pages are prerendered and these
 * parts never hydrate, so this runs at build (and in the editor's preview), never in a page's script.
 */
export function RichText({ of }: { of: RichTextTree }) {
  // Its types name the global `JSX` namespace, which React 19's types no longer declare.
  return toJsxRuntime(of, { Fragment, jsx, jsxs }) as ReactNode;
}
