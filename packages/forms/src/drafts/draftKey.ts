/** The sessionStorage key of one form's draft: its own module, so a page runtime reads it without the forms' code. */
export function draftKey(form: string): string {
  return `grand-river:draft:${form}`;
}
