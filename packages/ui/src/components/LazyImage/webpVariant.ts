// Only raster formats that the build converts get a WebP twin; svg, gif and webp itself do not.
const RASTER_EXTENSION = /\.(png|jpe?g)$/i;

/** The `.webp` twin of a png/jpg/jpeg path (query and hash kept), or `undefined` for any other source. */
export function webpVariant(src: string): string | undefined {
  const suffixStart = src.search(/[?#]/);
  const path = suffixStart === -1 ? src : src.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? "" : src.slice(suffixStart);
  if (!RASTER_EXTENSION.test(path)) return undefined;
  return `${path.replace(RASTER_EXTENSION, ".webp")}${suffix}`;
}
