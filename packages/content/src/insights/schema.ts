import * as v from "valibot";
import { date, image, list, markdown, optionalDate, text, toggle } from "../data-files/fields";
import { slugProblem } from "./slug";
import { pageWordsShown } from "../data-files/schemas";
import { postFormatting } from "../markdown/formatting";

/** Where the posts are inside the data folder: one JSON file each. */
export const postsFolder = "posts";

/**
 * One post of Insights, a file of packages/content/data/posts/. Its address is its `slug`, or, left
 * empty, the file's name, which the editor makes from the title when the post is created
 * (`how-we-scope-an-automation.json` is /insights/how-we-scope-an-automation). The build checks
 * each against this schema, and the editor's Posts collection is generated from it.
 */
export const PostFileSchema = v.object({
  title: text({
    label: "Title",
    hint: "The post's heading, browser tab and search result title. The address is made from it when the post is created.",
    max: 90,
    shown: pageWordsShown.title,
  }),
  description: text({
    label: "Description",
    hint: "One or two sentences: the summary in the list, in search results and on the social card.",
    max: 200,
    multiline: true,
    shown: pageWordsShown.description,
  }),
  slug: v.optional(
    v.pipe(
      v.string("must be text."),
      v.check<string, (issue: v.CheckIssue<string>) => string>(
        (input) => input === "" || slugProblem(input) === undefined,
        (issue) => slugProblem(issue.input) ?? "",
      ),
      v.title("Address (optional)"),
      v.description(
        "The end of the post's address, /insights/…: lower-case words joined by hyphens. Leave it empty to keep the one made from the title when the post was created. Changing it breaks links already shared.",
      ),
      v.metadata({ editor: { widget: "string" as const } }),
    ),
  ),
  date: date({ label: "Published", hint: "The date the post shows; the list is newest first." }),
  updated: optionalDate({
    label: "Updated (optional)",
    hint: "Set it when a published post changes in substance; leave it empty otherwise.",
  }),
  tags: list(text({ label: "Tag", max: 30 }), {
    label: "Tags",
    hint: "One to six, such as Case study or How-to. Reuse the tags already in use, spelt the same, so related posts find each other; each tag has its page.",
    itemLabel: "tag",
    min: 1,
    max: 6,
  }),
  cover: v.optional(
    image({
      label: "Cover picture (optional)",
      hint: "Shown under the title, across the text's width.",
      shownAt: 760,
      optional: true,
    }),
  ),
  // Left out, as a new entry whose switch was never touched saves it, the post is published.
  draft: v.optional(
    toggle({
      label: "Draft",
      hint: "While on, the post is saved but never built: not listed, not in the feeds, not at its address.",
    }),
    false,
  ),
  body: markdown({
    label: "Text",
    hint: 'Paragraphs, "Heading 2" and smaller headings (the title is the only Heading 1), lists, tables, code, quotes, pictures with alt text and links.',
    formatting: postFormatting,
    max: 40000,
    buttons: [
      "bold",
      "italic",
      "code",
      "link",
      "heading-two",
      "heading-three",
      "quote",
      "bulleted-list",
      "numbered-list",
    ],
  }),
});

/** A post file as the build reads it. */
export type PostFile = v.InferOutput<typeof PostFileSchema>;
