import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta, type MetaDescriptor } from "react-router";
import { localBusinessJsonLd, notFoundTitle } from "@grand-river/content";
import { pages } from "../route-table";
import { pageMeta } from "./meta";

// config.ts reads build-time constants Vite defines; the origin is all pageMeta needs of it.
vi.mock("../config", () => ({ siteOrigin: "https://grandriverai.com" }));

/** Text built to break out of a script element, an HTML comment, or a JSON string. */
const hostile = `</script><script>alert(1)</script></SCRIPT ><!--<script>"'&amp;<img src=x onerror=alert(2)>`;
/**
 * The same with the two line separators JavaScript once refused inside strings. Not in paths:
 * React Router's "*" route does not match a path holding one (its pattern's `.` stops at them).
 */
const hostileData = `${hostile}\u2028\u2029`;

/** The document head React Router renders for a route whose meta function returns `descriptors`, at `path`. */
function renderHead(path: string, meta: () => MetaDescriptor[]) {
  const Stub = createRoutesStub([{ path: "*", meta, Component: () => createElement(Meta) }]);
  return renderToString(createElement(Stub, { initialEntries: [path] }));
}

/** The JSON-LD block's text, cut at the first thing that would close the script element. */
function jsonLdOf(html: string) {
  const open = '<script type="application/ld+json">';
  const start = html.indexOf(open);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = html.slice(start + open.length);
  return body.slice(0, body.search(/<\/script/i));
}

describe("structured data with hostile text", () => {
  test("a path built to close the script tag stays inside the JSON-LD and reads back as the same data", () => {
    const path = `/${encodeURIComponent(hostile)}`;

    const html = renderHead(path, () => pageMeta(path));
    const jsonLd = jsonLdOf(html);

    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(jsonLd).not.toMatch(/<|>/);
    expect(JSON.parse(jsonLd)).toEqual(
      localBusinessJsonLd("https://grandriverai.com", `https://grandriverai.com/${hostile}`),
    );
  });

  test("hostile text anywhere in the local-business data is escaped the same way", () => {
    const data = localBusinessJsonLd(`https://example.com/${hostileData}`, hostileData);

    const html = renderHead("/", () => [{ "script:ld+json": data }]);
    const jsonLd = jsonLdOf(html);

    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(jsonLd).not.toMatch(/<|>|\u2028|\u2029/);
    expect(JSON.parse(jsonLd)).toEqual(data);
  });

  test("the canonical link and social tags carry the same path as attribute text, never as markup", () => {
    const path = `/${encodeURIComponent(hostile)}`;

    const html = renderHead(path, () => pageMeta(path));

    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html).not.toMatch(/<img/i);
    const canonical = /<link rel="canonical" href="([^"]*)"\/>/.exec(html)?.[1] ?? "";
    expect(
      canonical
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, "&"),
    ).toBe(`https://grandriverai.com/${hostile}`);
  });
});

describe("titles", () => {
  const titleOf = (path: string) => {
    const descriptor = pageMeta(path).find((d): d is { title: string } => "title" in d);
    return descriptor?.title;
  };

  test("no two routes share a title, the not-found page's included", () => {
    const titles = [...pages.map((page) => titleOf(page.path)), titleOf("/no-such-page")];

    expect(titles.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test("the not-found page's title says so, whatever the path", () => {
    expect(titleOf("/no-such-page")).toBe(notFoundTitle);
    expect(titleOf("/404")).toBe(notFoundTitle);
  });
});
