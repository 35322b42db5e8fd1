import { pictureProps, showPicturesInPreview } from "./picture";

describe("a picture of the agency's, as a page shows it", () => {
  afterEach(() => showPicturesInPreview(undefined));

  it("offers the files the build made of it, with its size and alt text", () => {
    const founder = pictureProps({ file: "/media/founder.jpg", alt: "Alex at a desk" });
    expect(founder).toMatchObject({ alt: "Alex at a desk", src: expect.stringMatching(/^\/assets\/media\/founder-/) });
    expect(founder.width).toBeGreaterThan(0);
    expect(founder.sources?.[0]?.type).toBe("image/avif");
  });

  it("stops a page naming a picture the build did not make", () => {
    expect(() => pictureProps({ file: "/media/new-portrait.jpg", alt: "Alex" })).toThrow(
      "/media/new-portrait.jpg is not in the media folder",
    );
  });

  it("shows the editor's preview a picture uploaded since the build, and the build's others", () => {
    showPicturesInPreview((picture, built) =>
      built ? undefined : { src: "blob:upload", alt: picture.alt, width: 2400, height: 1600 },
    );
    expect(pictureProps({ file: "/media/new-portrait.jpg", alt: "Alex" })).toEqual({
      src: "blob:upload",
      alt: "Alex",
      width: 2400,
      height: 1600,
    });
    expect(pictureProps({ file: "/media/founder.jpg", alt: "Alex" }).src).toMatch(/^\/assets\/media\/founder-/);
  });
});
