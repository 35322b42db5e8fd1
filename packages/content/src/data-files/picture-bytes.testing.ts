/** Picture files for the checks' tests, made from the few bytes a size reader looks at. */

/** The first bytes of a PNG of `width` × `height`: all a size reader looks at. */
export function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
}

const ascii = (text: string) => [...new TextEncoder().encode(text)];
/** The start of an iPhone photo: an `ftyp` box of brand "heic". */
export const heicHeader = new Uint8Array([0, 0, 0, 24, ...ascii("ftypheic"), 0, 0, 0, 0, ...ascii("mif1heic")]);
