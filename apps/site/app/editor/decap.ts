/**
 * The globals Decap's bundle sets (decap-cms/dist/decap-cms.js), as far as the editor's own script
 * uses them. `h` and `createClass` are Decap's copy of React's, for components Decap renders.
 */
export interface Decap {
  CMS: {
    getWidget(name: string): { control: unknown } | undefined;
    registerPreviewTemplate(name: string, template: unknown): void;
    registerPreviewStyle(style: string): void;
    getLocale(name: string): Record<string, unknown> | undefined;
    registerLocale(name: string, phrases: Record<string, unknown>): void;
    registerEventListener(listener: { name: "preSave"; handler: (event: { entry: DecapEntry }) => unknown }): void;
    getBackend(name: string): { init: (...args: unknown[]) => unknown } | undefined;
  };
  h: (type: unknown, props: object, ...children: unknown[]) => unknown;
  createClass: (spec: object) => unknown;
}

/** What the editor's script uses of an entry as Decap keeps it (Immutable.js maps). */
interface DecapEntry {
  get(key: "data"): DecapData;
}

/** An entry's fields as Decap keeps them: an Immutable.js map. */
interface DecapData {
  toJS(): unknown;
  deleteIn(path: readonly (string | number)[]): DecapData;
}

export const decap = window as unknown as Decap;
