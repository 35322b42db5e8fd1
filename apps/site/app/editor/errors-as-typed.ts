/**
 * Decap writes a field's errors in capitals (its `ControlErrorsList` has `text-transform:
 * uppercase`), so `{monthlyPrice}` reads `{MONTHLYPRICE}`, a brace the field cannot fill. The
 * build's words are shown as the build writes them. The editor's policy allows inline styles
 * (Decap's own Emotion styles are written the same way); `!important`, since Emotion adds its
 * rule, as specific as this one, later in the page.
 */
export function showErrorsAsTyped(): void {
  const style = document.createElement("style");
  style.textContent = '[class*="ControlErrorsList"] { text-transform: none !important; }';
  document.head.append(style);
}
