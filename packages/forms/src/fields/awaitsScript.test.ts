import { describe, expect, test, vi } from "vitest";
import { draftKey } from "../drafts/draftKey.js";
import { followIsland } from "./awaitsScript.js";

/** An island's prerendered form, before its code: its button held back, its failure note hidden. */
function prerenderedIsland(draft?: string) {
  const island = document.createElement("div");
  island.innerHTML = `
    <form ${draft ? `data-draft="${draft}"` : ""}>
      <input name="email" aria-label="Email" />
      <button type="submit" disabled data-awaits-script>Sign up</button>
      <p hidden data-script-failed-note>Email us instead.</p>
    </form>`;
  document.body.append(island);
  return {
    island,
    button: island.querySelector("button")!,
    note: island.querySelector("p")!,
  };
}

describe("a prerendered form following its island", () => {
  test("asleep, its button works (the runtime holds the submit); failed, it is disabled again and the note shows", () => {
    const { island, button, note } = prerenderedIsland();

    followIsland(island, "asleep", () => {});
    expect(button).toBeEnabled();
    expect(note).not.toBeVisible();

    followIsland(island, "failed", () => {});
    expect(button).toBeDisabled();
    expect(note).toBeVisible();
  });

  test("asks to wake at once when the tab holds its unsent draft, and not otherwise", () => {
    const wake = vi.fn();
    const { island: withDraft } = prerenderedIsland("signup");
    const { island: without } = prerenderedIsland("other");
    sessionStorage.setItem(draftKey("signup"), JSON.stringify({ version: 1, values: { email: "a@example.com" } }));

    followIsland(without, "asleep", wake);
    expect(wake).not.toHaveBeenCalled();
    followIsland(withDraft, "asleep", wake);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  test("a dormant island's button stays held back: its code never comes on this page", () => {
    const { island, button } = prerenderedIsland();
    followIsland(island, "dormant", () => {});
    expect(button).toBeDisabled();
  });
});
