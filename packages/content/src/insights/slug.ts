import { reservedSlugs } from "./paths";

// Lower-case words and digits joined by single hyphens: the address as typed, shared and indexed.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What is wrong with `slug` as a post's address, or undefined. */
export function slugProblem(slug: string): string | undefined {
  if (!SLUG.test(slug))
    return `“${slug}” cannot be an address: use lower-case letters and digits joined by hyphens, such as how-we-scope-an-automation.`;
  if ((reservedSlugs as readonly string[]).includes(slug))
    return `“${slug}” is an address the list of posts uses itself. Choose another.`;
  return undefined;
}
