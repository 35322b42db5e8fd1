import { cleanPastedHtml } from "@grand-river/content/editor";

/**
 * Pasting into a Markdown field's rich-text box (Decap's Slate editor): what is pasted from Word
 * or a web page is made plain HTML first (`cleanPastedHtml`: Word's bulleted paragraphs become a
 * list), then handed to the box as the paste it would have received. Slate takes a paste from the
 * `beforeinput` event that follows it (its `insertFromPaste`), so this stops the paste and sends
 * that event itself, with the cleaned HTML; Decap's own paste handling then turns it into
 * paragraphs and lists. A paste of plain text, or into the Markdown mode, is left to Slate.
 */
export function cleanPastesIntoMarkdown(): void {
  document.addEventListener(
    "paste",
    (event) => {
      // The rich-text mode's box; the Markdown mode is a Slate box too, and takes the paste's plain text.
      const box =
        event.target instanceof Element ? event.target.closest('.cms-editor-visual [data-slate-editor="true"]') : null;
      const html = event.clipboardData?.getData("text/html");
      if (!box || !html) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const cleaned = new DataTransfer();
      cleaned.setData("text/html", cleanPastedHtml(html));
      cleaned.setData("text/plain", event.clipboardData?.getData("text/plain") ?? "");
      box.dispatchEvent(
        new InputEvent("beforeinput", {
          inputType: "insertFromPaste",
          dataTransfer: cleaned,
          bubbles: true,
          cancelable: true,
        }),
      );
    },
    // Before Slate's own listeners, which are on the box.
    { capture: true },
  );
}
