import { existsSync, readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as content from "./index";
import { flyerPage, flyerPhone } from "./flyer";
import { site } from "./site";

const publicDir = fileURLToPath(new URL("../../../apps/site/public", import.meta.url));
const mediaDir = fileURLToPath(new URL("../media", import.meta.url));
const origin = "https://example.test";

interface Found {
  readonly paths: Set<string>;
  readonly assets: { src: string; width: number; height: number }[];
}

/** Every "/images/…" string and every { src, width, height } anywhere in a value. */
function collect(value: unknown, found: Found): Found {
  if (typeof value === "string") {
    const path = value.startsWith(origin) ? value.slice(origin.length) : value;
    if (path.startsWith("/images/")) found.paths.add(path);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, found);
  } else if (value !== null && typeof value === "object") {
    const { src, width, height } = value as Record<string, unknown>;
    if (typeof src === "string" && typeof width === "number" && typeof height === "number") {
      found.assets.push({ src, width, height });
    }
    for (const item of Object.values(value)) collect(item, found);
  }
  return found;
}

// Functions are called so images they build (such as the structured data's logo) are found too.
const found = collect([...Object.values(content), content.localBusinessJsonLd(origin, `${origin}/`)], {
  paths: new Set(),
  assets: [],
});

/** The pixel size a file declares: the root width/height of an SVG, or a PNG's header. */
function declaredSize(path: string): { width: number; height: number } {
  const file = readFileSync(`${publicDir}${path}`);
  if (path.endsWith(".png")) return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
  const root = /<svg\b[^>]*>/.exec(file.toString("utf8"))?.[0] ?? "";
  const attr = (name: string) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(root)?.[1]);
  return { width: attr("width"), height: attr("height") };
}

describe("images referenced by the content", () => {
  it("finds the site's own images: the logo and the shared card", () => {
    expect([...found.paths].sort()).toEqual(["/images/logo.svg", "/images/social-card.png"]);
  });

  it.each([...found.paths].sort())("%s exists in the site's public folder", (path) => {
    expect(existsSync(`${publicDir}${path}`)).toBe(true);
  });

  it.each(found.assets.map((a) => [a.src, a.width, a.height] as const))(
    "%s is stored as %ix%i, matching the file",
    (src, width, height) => {
      expect(declaredSize(src)).toEqual({ width, height });
    },
  );

  it("every SVG, the site's and the agency's, declares a viewBox matching its size, so it scales without distortion", () => {
    const svgs = [
      ...[...found.paths].filter((p) => p.endsWith(".svg")).map((p) => `${publicDir}${p}`),
      ...readdirSync(mediaDir, { recursive: true, encoding: "utf8" })
        .filter((p) => p.endsWith(".svg"))
        .map((p) => `${mediaDir}/${p}`),
    ];
    expect(svgs.length).toBeGreaterThan(10);
    for (const file of svgs) {
      const svg = readFileSync(file, "utf8");
      const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
      const attr = (name: string) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(root)?.[1]);
      expect(svg, file).toContain(`viewBox="0 0 ${attr("width")} ${attr("height")}"`);
    }
  });
});

describe("artwork that repeats site details", () => {
  // Hand-drawn artwork cannot read `site`, so these catch a rebrand that forgot to redraw it.
  it("prints the site's phone number on the storage flyer, and says it in the flyer's alt text", () => {
    expect(readFileSync(`${mediaDir}/flyer-port-sheldon.svg`, "utf8")).toContain(flyerPhone);
    expect(flyerPage.image.alt).toContain(flyerPhone);
  });

  it("puts the firm name on the social card", () => {
    expect(readFileSync(`${publicDir}/images/social-card.svg`, "utf8")).toContain(site.firmName);
  });
});
