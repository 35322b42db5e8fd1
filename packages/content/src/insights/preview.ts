import { previewPost, type Post } from "./posts";
import { renderPostBody } from "./render";
import type { PostFile } from "./schema";

/** A post being typed in the editor, as its page draws it (`slug`: its file's name, or a stand-in before it has one). */
export const postPreview = (fields: Partial<PostFile>, slug: string): Post | undefined =>
  previewPost(fields, slug, renderPostBody);
