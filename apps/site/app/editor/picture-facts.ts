import { MEDIA_PATH, inspectImage, knownImages, type ImageFacts } from "@grand-river/content/editor";
import { facts as builtFacts } from "virtual:media";

/**
 * What the editor knows of each picture a field names: its facts (format, size, bytes), as the
 * content checks' own reader reads them, in their registry (`knownImages`), so a field's check and
 * the build's say the same of the same file. A picture's address ("/media/founder.jpg") is a path on
 * the site to Decap, which never loads it from its backend, so the facts come from, in turn:
 *
 * 1. the file uploaded for the entry being edited, which Decap keeps with the entry until it is
 *    published (its draft media files);
 * 2. the media folder as the build read it (`virtual:media`'s `facts`);
 * 3. Decap's copy from its backend (GitHub, or the local proxy) of a file uploaded since the build,
 *    asked for by its name in the media folder, as Decap names uploads.
 */

/** What this script uses of Decap's AssetProxy (decap-cms-core, valueObjects/AssetProxy). */
export interface DecapAsset {
  /** A `blob:` address of the file; or, when Decap could not load it, the address it was asked for. */
  readonly url: string;
  readonly path: string;
}

/** What this script uses of the Immutable map Decap keeps the entry being edited in. */
export interface DecapEntry {
  get(key: "mediaFiles"): Iterable<{ get(key: "path" | "file" | "url"): unknown }> | undefined;
}

/** The file uploaded for `entry` that a field naming `address` holds, not yet published; or nothing. */
export function draftUpload(entry: DecapEntry | undefined, address: string): { file: File; url: string } | undefined {
  const name = `/${nameInFolder(address)}`;
  for (const media of entry?.get("mediaFiles") ?? []) {
    const path = media.get("path");
    const file = media.get("file");
    const url = media.get("url");
    if (typeof path === "string" && path.endsWith(name) && file instanceof File && typeof url === "string")
      return { file, url };
  }
  return undefined;
}

/** A picture's name in the media folder ("showcase/lakeshore-dental.jpg"), as Decap's backend is asked for it. */
export const nameInFolder = (address: string) =>
  address.startsWith(MEDIA_PATH) ? address.slice(MEDIA_PATH.length) : address;

/** Where a picture's facts are read from, in turn (above). */
export interface PictureSources {
  readonly upload: File | undefined;
  /** Decap's copy of the file from its backend, asked for only when needed. */
  readonly backend: () => DecapAsset;
}

/** Decap's stand-in while it loads a file (decap-cms-core, actions/media.js `emptyAsset`). */
const isStandIn = (asset: DecapAsset) => asset.path === "empty.svg";

const built: Readonly<Record<string, ImageFacts | undefined>> = builtFacts;

// What each picture's facts were last read from: a new source (an upload replacing a file of the
// same name, say) is read again.
const readFrom = new Map<string, unknown>();
const finished = new Set<string>();
const listeners = new Set<() => void>();

async function bytesOf(source: File | DecapAsset): Promise<Uint8Array | undefined> {
  if (source instanceof File) return new Uint8Array(await source.arrayBuffer());
  const response = await fetch(source.url);
  // A file Decap could not load leaves the address it was asked for, which the site does not serve.
  return response.ok && source.url.startsWith("blob:") ? new Uint8Array(await response.arrayBuffer()) : undefined;
}

/** What came of asking for a picture's facts: Decap is still loading its file, they were read now, or before. */
export type Learnt = "loading" | "read" | "known";

/** Reads the facts of the picture at `address` ("/media/founder.jpg"), unless they were read from the same source already. */
export async function learnPicture(address: string, sources: PictureSources): Promise<Learnt> {
  const fromBuild = built[address];
  const source = sources.upload ?? fromBuild ?? sources.backend();
  if (!(source instanceof File) && source !== fromBuild && isStandIn(source as DecapAsset)) return "loading";
  if (readFrom.get(address) === source) return "known";
  readFrom.set(address, source);
  finished.delete(address);
  try {
    const bytes = source === fromBuild ? undefined : await bytesOf(source as File | DecapAsset);
    const facts = source === fromBuild ? fromBuild : bytes && inspectImage(bytes);
    if (facts) knownImages.set(address, facts);
    else knownImages.delete(address);
  } catch {
    knownImages.delete(address);
  }
  finished.add(address);
  for (const listener of listeners) listener();
  return "read";
}

/** Whether the facts of `address` are known (or known to be missing): until then its check cannot say. */
export const pictureRead = (address: string) => finished.has(address);

/** Calls `listener` whenever a picture's facts are read; returns what stops it. */
export function onPictureRead(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
