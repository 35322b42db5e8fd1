import { contentBuild } from "./content-build";
import { media, mediaDirOf } from "./postbuild/media/plugin";

/**
 * `virtual:media` for every build that renders pages (the site's, the browser script's, the unit
 * tests', Storybook's and the editor's dev server): the agency's pictures, read with the content
 * checks' own reader.
 */
export const siteMedia = () =>
  media({ mediaDir: mediaDirOf(process.env, contentBuild.contentMediaDir), inspect: contentBuild.inspectImage });
