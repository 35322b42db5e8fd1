import type { ComponentProps, ReactNode } from "react";
import type { PostBody as PostBodyTree } from "@grand-river/content";
import { CodeToken, LazyImage, visuallyHidden, type CodeTokenKind } from "@grand-river/ui";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { pictureProps, pictureSizes } from "../picture";

/** highlight.js's kinds of word (the classes the build marked code with), as the site colours them. */
const tokenKinds: Readonly<Record<string, CodeTokenKind>> = {
  keyword: "keyword",
  built_in: "keyword",
  literal: "keyword",
  type: "keyword",
  "selector-tag": "keyword",
  string: "string",
  regexp: "string",
  symbol: "string",
  number: "number",
  comment: "comment",
  quote: "comment",
  title: "name",
  attr: "name",
  attribute: "name",
  name: "name",
  variable: "name",
  property: "name",
};

/** A highlighted word as a `CodeToken`; any other span as it is, without the highlighter's class. */
function Span({ className, ...props }: ComponentProps<"span">) {
  const kind = className
    ?.split(" ")
    .map((name) => tokenKinds[name.replace(/^hljs-/, "")])
    .find((found) => found !== undefined);
  return kind ? <CodeToken kind={kind} {...props} /> : <span {...props} />;
}

/** A picture of the post, through the build's image pipeline, at the text's width. */
function Picture({ src, alt }: ComponentProps<"img">) {
  return <LazyImage {...pictureProps({ file: src ?? "", alt: alt ?? "" })} sizes={pictureSizes.prose} />;
}

/** A heading for screen readers alone (the footnotes' "Footnotes", which the engine marks `sr-only`) hidden as the site hides one. */
function Heading2({ className, children, ...props }: ComponentProps<"h2">) {
  const hidden = className?.split(" ").includes("sr-only");
  return (
    <h2 {...props} {...(hidden ? { className: visuallyHidden } : {})}>
      {children}
    </h2>
  );
}

/** Code without the highlighter's and the Markdown engine's classes: the page styles plain `pre` and `code`. */
const Code = ({ className: _, ...props }: ComponentProps<"code">) => <code {...props} />;

/**
 * A post's text (packages/content renders it at build) as elements, with no wrapper, inside the
 * page's `Prose`. Pages are prerendered and this never hydrates, so it runs at build (and in the
 * editor's preview), never in a page's script.
 */
export function PostBody({ body }: { body: PostBodyTree }) {
  // Its types name the global `JSX` namespace, which React 19's types no longer declare.
  return toJsxRuntime(body, {
    Fragment,
    jsx,
    jsxs,
    components: { span: Span, img: Picture, code: Code, h2: Heading2 },
  }) as ReactNode;
}
