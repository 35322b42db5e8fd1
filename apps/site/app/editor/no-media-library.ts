import { decap } from "./decap";

/**
 * No field of the editor takes a picture or a file, so its Media tab would only offer uploads that
 * nothing uses. Decap shows the tab unless a media library says it works on its own; this one says
 * it does not, and is the configuration's `media_library` (postbuild/editor/config.ts).
 */

/** Registers the library named "none", before `CMS.init`. */
export function registerNoMediaLibrary(): void {
  decap.CMS.registerMediaLibrary({
    name: "none",
    init: () =>
      Promise.resolve({
        show: () => undefined,
        hide: () => undefined,
        enableStandalone: () => false,
      }),
  });
}
