import { heicHeader, pngHeader } from "./picture-bytes.testing";
import { IMAGE_MAX_BYTES, imageFileProblem, imageWidthWarning, inspectImage, type ImageFacts } from "./image-files";

const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"></svg>',
);
const facts = (overrides: Partial<Extract<ImageFacts, { readable: true }>>): ImageFacts => ({
  readable: true,
  format: "jpg",
  width: 2400,
  height: 1600,
  bytes: 500_000,
  ...overrides,
});

describe("a picture file's facts", () => {
  it.each([
    ["a PNG", pngHeader(1200, 800), { readable: true, format: "png", width: 1200, height: 800 }],
    ["an SVG", svg, { readable: true, format: "svg", width: 640, height: 480 }],
    ["an iPhone HEIC photo", heicHeader, { readable: true, format: "heic" }],
    ["bytes of no picture", new TextEncoder().encode("Hello, this is not a picture at all."), { readable: false }],
  ])("reads %s", (_, bytes, expected) => {
    expect(inspectImage(bytes)).toMatchObject(expected);
  });
});

describe("what the build and the editor refuse of a picture", () => {
  it.each([
    ["a JPEG in the media folder", "/media/team.jpg", facts({}), undefined],
    ["an SVG", "/media/flyer.svg", facts({ format: "svg", width: 1080 }), undefined],
    [
      "a file not there",
      "/media/team.jpg",
      undefined,
      "“/media/team.jpg” is not in the media folder. Upload it again, or choose another picture.",
    ],
    [
      "a path outside the media folder",
      "https://example.com/team.jpg",
      facts({}),
      "“https://example.com/team.jpg” is not in the media folder (/media/). Upload the picture again.",
    ],
    [
      "a damaged file",
      "/media/team.jpg",
      { readable: false, bytes: 12 } as const,
      "“/media/team.jpg” could not be read as a picture: it may be damaged, or not a picture at all. Save it again as a JPEG or PNG and upload that.",
    ],
    [
      "an iPhone HEIC photo",
      "/media/IMG_0042.HEIC",
      facts({ format: "heic" }),
      "“/media/IMG_0042.HEIC” is an iPhone photo in HEIC format, which web browsers cannot show. Export it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload that.",
    ],
    [
      "a GIF",
      "/media/team.gif",
      facts({ format: "gif" }),
      "“/media/team.gif” is a GIF file; the site takes JPEG, PNG, WebP, AVIF or SVG. Save it as a JPEG and upload that.",
    ],
    [
      "a file over 20 MB",
      "/media/team.jpg",
      facts({ bytes: IMAGE_MAX_BYTES + 1024 * 1024 }),
      "“/media/team.jpg” is 21.0 MB; a picture may be at most 20.0 MB. Save it smaller (2,400 pixels wide is plenty) and upload that.",
    ],
    [
      "a picture wider than 8,000 pixels",
      "/media/pano.jpg",
      facts({ width: 12_000 }),
      "“/media/pano.jpg” is 12,000 pixels wide; a picture may be at most 8,000. Save it smaller (2,400 pixels wide is plenty) and upload that.",
    ],
  ])("%s", (_, file, given, expected) => {
    expect(imageFileProblem(file, given)).toBe(expected);
  });
});

describe("the warning of a picture too narrow for its place", () => {
  it("warns of a photo narrower than twice its place, in words saying what it needs", () => {
    expect(imageWidthWarning("/media/team.jpg", facts({ width: 800 }), 560)).toBe(
      "“/media/team.jpg” is 800 pixels wide and shows up to 560 wide, so on sharp screens it needs 1,120 to look crisp. Upload a larger one if you have it.",
    );
  });

  it("says nothing of a photo wide enough, or of an SVG, which draws sharp at any size", () => {
    expect(imageWidthWarning("/media/team.jpg", facts({ width: 1120 }), 560)).toBeUndefined();
    expect(imageWidthWarning("/media/team.svg", facts({ format: "svg", width: 480 }), 560)).toBeUndefined();
  });
});
