/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
}

/** SHA-256 (hex) of ADMIN_CODE, fixed at build time by build-settings.ts. */
declare const __ADMIN_CODE_SHA256__: string;

/** Whether the forms post through the site's relay (`VITE_WEBHOOK_MODE=relay`), fixed at build time. */
declare const __WEBHOOK_RELAY__: boolean;

/** Each form's webhook address and how to post, checked and fixed at build time by build-settings.ts. */
declare const __WEBHOOK_SETTINGS__: {
  urls: Readonly<Record<import("@grand-river/webhooks").WebhookForm, string>>;
  mode: import("@grand-river/webhooks").WebhookMode;
};

/** The agency's pictures by their address ("/media/founder.jpg"): size and files (postbuild/media/plugin.ts). */
declare module "virtual:media" {
  const pictures: Readonly<Record<string, import("../postbuild/media/variants").BuiltPicture>>;
  export default pictures;
  /** Every file of the media folder at build, as the content checks read it: for the editor's checks alone. */
  export const facts: Readonly<Record<string, import("@grand-river/content/build").ImageFacts>>;
}

/** The published posts, newest first, read and rendered at build (packages/content's Vite plugin). */
declare module "virtual:content-posts" {
  const posts: readonly import("@grand-river/content").Post[];
  export default posts;
}
