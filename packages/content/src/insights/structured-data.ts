import { site } from "../site";
import type { Post } from "./posts";

/** Schema.org BlogPosting for a post at `origin`, with the agency as publisher and the founder as author. */
export function blogPostingJsonLd(post: Post, origin: string, image: string): Record<string, unknown> {
  const url = `${origin}${post.path}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    image,
    keywords: post.tags.map((tag) => tag.name).join(", "),
    author: { "@type": "Person", name: post.author, url: `${origin}/team` },
    publisher: {
      "@type": "Organization",
      name: site.firmName,
      logo: { "@type": "ImageObject", url: `${origin}/images/logo.svg` },
    },
  };
}

/** The `<title>` and search words of a post's page. */
export const postSeo = (post: Post) => ({
  title: `${post.title} | ${site.firmName}`,
  description: post.description,
  keywords: post.tags.map((tag) => tag.name),
});
