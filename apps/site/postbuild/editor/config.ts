import type { SidebarCollection } from "@grand-river/content/build";
import type { EditorSettings } from "./settings";

/** Decap CMS's configuration, as `CMS.init({ config })` takes it (https://decapcms.org/docs/configuration-options/). */
export interface DecapConfig {
  readonly load_config_file: false;
  readonly backend: Readonly<Record<string, unknown>>;
  readonly local_backend?: { readonly url: string };
  readonly site_url: string;
  readonly display_url: string;
  readonly logo_url: string;
  readonly media_folder: string;
  readonly public_folder: string;
  readonly publish_mode: "simple";
  readonly collections: readonly SidebarCollection[];
}

/** Where uploads go, and what a picture field then holds. */
export interface EditorMedia {
  /** The media folder from the repository's root, as the backend names it: "packages/content/media". */
  readonly folder: string;
  /** Where the site serves it: "/media/". */
  readonly publicPath: string;
}

/**
 * The editor's configuration: the backend from the build's settings, the fields from
 * packages/content's schemas. Every save is one commit on `branch`, which the host rebuilds from.
 */
export function decapConfig(
  settings: EditorSettings,
  collections: readonly SidebarCollection[],
  siteUrl: string,
  media: EditorMedia,
): DecapConfig {
  return {
    // The configuration is given whole; Decap would otherwise fetch a config.yml.
    load_config_file: false,
    backend: {
      name: "github",
      ...(settings.repo ? { repo: settings.repo } : {}),
      branch: settings.branch,
      ...(settings.authUrl ? { base_url: settings.authUrl } : {}),
      // What the repository's history shows for each save.
      commit_messages: { update: "Edit {{collection}}: {{slug}} (at /edit by {{author-name}})" },
    },
    // Decap only tries it when the editor is opened on localhost or 127.0.0.1.
    ...(settings.localBackend ? { local_backend: { url: settings.localBackend } } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: "/images/logo.svg",
    // Pictures are uploaded into the media folder, where the build reads them, and a picture field
    // holds the address the site serves it at ("/media/founder.jpg"). Decap's own media library
    // uploads them, through the same backend as the data files: a commit on GitHub, a file written
    // by the local proxy.
    media_folder: media.folder,
    public_folder: media.publicPath.replace(/\/$/, ""),
    publish_mode: "simple",
    collections,
  };
}
