import { decap } from "./decap";

/**
 * Decap names a date field's "Now" button "Set <field> to now" with the field's key
 * ("lastUpdated"), not its label, and has no option for it but its English phrases. This phrase
 * names no field and keeps the button's visible word first, so speaking what is seen finds it.
 */
export function nameTheDateButton(): void {
  const english = structuredClone(decap.CMS.getLocale("en")) as {
    editor?: { editorWidgets?: { datetime?: Record<string, string> } };
  };
  const datetime = english.editor?.editorWidgets?.datetime;
  if (!datetime) throw new Error("Decap's English phrases have no date widget's words: was its bundle updated?");
  datetime.setToNow = "Now (today's date)";
  decap.CMS.registerLocale("en", english);
}
