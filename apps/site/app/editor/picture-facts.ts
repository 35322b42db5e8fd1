import { inspectImage, knownImages } from "@grand-river/content/editor";

/**
 * What the editor knows of each picture a field names: its facts (format, size, bytes), read from
 * the file itself with the content checks' own reader into their registry (`knownImages`), so a
 * field's check and the build's say the same of the same file. The file comes from Decap: the one
 * just uploaded, or the one its backend holds (the local proxy's copy, or GitHub's).
 */

/** What this script uses of Decap's AssetProxy (decap-cms-core, valueObjects/AssetProxy). */
export interface DecapAsset {
  /** A `blob:` address of the file, or the field's own value when Decap could not load it. */
  readonly url: string;
  readonly path: string;
  /** The file itself, for one uploaded in this session. */
  readonly fileObj?: File;
}

/** Decap's stand-in while it loads a file (decap-cms-core, actions/media.js `emptyAsset`). */
const isStandIn = (asset: DecapAsset) => asset.path === "empty.svg";

// The asset each picture's facts were last read from: a new one (an upload replacing a file of the
// same name, or one loaded from the backend) is read again.
const readFrom = new Map<string, DecapAsset>();
const finished = new Set<string>();
const listeners = new Set<() => void>();

async function bytesOf(asset: DecapAsset): Promise<Uint8Array | undefined> {
  if (asset.fileObj) return new Uint8Array(await asset.fileObj.arrayBuffer());
  const response = await fetch(asset.url);
  // A file Decap could not load leaves the field's value as its address, which the site does not serve.
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
}

/**
 * Reads the facts of the picture `file` ("/media/founder.jpg") from Decap's `asset` for it, unless
 * they were read from that asset already; resolves `false` while Decap is still loading the file.
 */
export async function learnPicture(file: string, asset: DecapAsset): Promise<boolean> {
  if (isStandIn(asset)) return false;
  if (readFrom.get(file) === asset) return true;
  readFrom.set(file, asset);
  finished.delete(file);
  try {
    const bytes = await bytesOf(asset);
    if (bytes) knownImages.set(file, inspectImage(bytes));
    else knownImages.delete(file);
  } catch {
    knownImages.delete(file);
  }
  finished.add(file);
  for (const listener of listeners) listener();
  return true;
}

/** Whether the facts of `file` are known (or known to be missing): until then its check cannot say. */
export const pictureRead = (file: string) => finished.has(file);

/** Calls `listener` whenever a picture's facts are read; returns what stops it. */
export function onPictureRead(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
