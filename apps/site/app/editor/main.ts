// The editor's own script (/edit), run after Decap's bundle and before `CMS.init`.
import "./field-checks";
import { nameTheDateButton } from "./date-button-name";
import { showErrorsAsTyped } from "./errors-as-typed";
import { nameUnnamedControls } from "./name-controls";
import { checkEveryNestedField } from "./nested-checks";
import { cleanPastesIntoMarkdown } from "./pasted-html";
import { checkPictures } from "./picture-checks";
import { quietRefusedSaves } from "./refused-save";
import { registerPreviews } from "./preview/register";

quietRefusedSaves();
nameTheDateButton();
// Before the nested checks wrap Decap's object control, whose class it reaches into.
checkPictures();
checkEveryNestedField();
showErrorsAsTyped();
nameUnnamedControls();
cleanPastesIntoMarkdown();
// Its stylesheet has its name, ending .css (postbuild/editor/editor-script.ts).
registerPreviews((document.currentScript as HTMLScriptElement).src.replace(/\.js$/, ".css"));
