/**
 * The contract between the forms and a page that prerenders them and runs their code later (an
 * island): two attribute names, no React, so a page runtime imports them alone from
 * "@grand-river/forms/awaits-script" and loads nothing else of the forms.
 */

/**
 * On a control that is disabled only because the form's code has not run yet (the submit button).
 * A runtime that catches early submits and replays them once the form wakes may enable it sooner.
 */
export const AWAITS_SCRIPT_ATTRIBUTE = "data-awaits-script";

/**
 * On the note that says the form needs JavaScript (`ScriptRequiredNote`). A `<noscript>` copy shows
 * when scripts are off; this copy starts hidden, and a runtime whose form code failed to load shows it.
 */
export const SCRIPT_FAILED_NOTE_ATTRIBUTE = "data-script-failed-note";
