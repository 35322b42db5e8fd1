// The editor's own script (/edit), run after Decap's bundle and before `CMS.init`.
import "./field-checks";
import { makeScreensAccessible } from "./accessible-screen";
import { prepareAnnouncer } from "./announce";
import { nameTheDateButton } from "./date-button-name";
import { showErrorsAsTyped } from "./errors-as-typed";
import { moveEntriesByKeyboard } from "./keyboard-lists";
import { nameUnnamedControls } from "./name-controls";
import { checkEveryNestedField } from "./nested-checks";
import { cleanPastesIntoMarkdown } from "./pasted-html";
import { checkPictures } from "./picture-checks";
import { summariseRefusals } from "./refusal-summary";
import { quietRefusedSaves } from "./refused-save";
import { saveClearedFieldsAsAbsent } from "./saves-absent";
import { refuseStalePublishes } from "./stale-publish";
import { undoRemovals } from "./undo-removal";
import { registerPreviews } from "./preview/register";

quietRefusedSaves();
saveClearedFieldsAsAbsent();
refuseStalePublishes();
nameTheDateButton();
prepareAnnouncer();
// Before the nested checks wrap Decap's object control, whose class it reaches into.
checkPictures();
// Before the nested checks wrap Decap's list control, which it subclasses.
moveEntriesByKeyboard(undoRemovals());
checkEveryNestedField();
showErrorsAsTyped();
nameUnnamedControls();
cleanPastesIntoMarkdown();
makeScreensAccessible();
summariseRefusals();
// Its stylesheet has its name, ending .css (postbuild/editor/editor-script.ts).
registerPreviews((document.currentScript as HTMLScriptElement).src.replace(/\.js$/, ".css"));
