/**
 * When a field's check refuses an entry, Decap shows the problem under the field and stops the save
 * by returning `Promise.reject()`, a rejection with no reason that nothing catches: the browser
 * reports it as an uncaught error ("undefined"), once per press of Publish. That refusal is the
 * editor working, not failing, so a rejection with no reason is marked handled here; every other
 * one is still reported.
 */
export function quietRefusedSaves(): void {
  window.addEventListener("unhandledrejection", (event) => {
    if (event.reason === undefined) event.preventDefault();
  });
}
