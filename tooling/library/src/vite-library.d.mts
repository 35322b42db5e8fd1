import type { UserConfig } from "vite";

/** What one package builds. */
export interface LibraryBuild {
  /** Its entry points, such as `src/index.ts`; each builds to the same path under `dist` (`dist/index.js`). */
  entries: string[];
  /** The one stylesheet every component's vanilla-extract styles compile into, if the package has any. */
  stylesheet?: string;
  /** Plain JavaScript (and its hand-written types) that node runs as it is: copied from `src` into `dist` unchanged. */
  verbatim?: string[];
}

/**
 * The Vite library build every published package shares: ESM, one file per source module, source
 * maps, vanilla-extract compiled to one plain stylesheet with short class names.
 */
export function libraryConfig(build: LibraryBuild): UserConfig;
