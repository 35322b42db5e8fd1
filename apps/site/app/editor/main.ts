// The editor's own script (/edit), run after Decap's bundle and before `CMS.init`.
import "./field-checks";
import { registerNoMediaLibrary } from "./no-media-library";

registerNoMediaLibrary();
