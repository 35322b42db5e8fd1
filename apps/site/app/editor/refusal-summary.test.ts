// @vitest-environment jsdom
import { screen, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { refusalsIn, summaryOf } from "./refusal-summary";

const linkRefusal =
  "Project link: must be a full web address starting with https://, such as https://example.com/page.";

/**
 * A form as Decap draws it after a refused Publish: a page title refused at the top, and a project
 * folded in its list, with its link refused inside (Decap's Emotion classes end with the component's name).
 */
function refusedForm() {
  document.body.innerHTML = `
    <div class="css-1-ControlPaneContainer">
      <div class="css-2-ControlContainer">
        <div><label for="team-field-0">Team (/team) (optional)</label></div>
        <div class="css-2-ControlContainer">
          <div><label for="title-field-1">Title</label><ul class="css-3-ControlErrorsList"><li>Title: is 100 characters long; keep it to 90.</li></ul></div>
          <input id="title-field-1">
        </div>
      </div>
      <div data-entry-list>
        <div>
          <div>
            <button aria-label="Expand project Lakeshore Family Dental"></button>
            <div role="button" tabindex="0" aria-roledescription="sortable" aria-label="Drag to move project Lakeshore Family Dental"></div>
            <button aria-label="Remove project Lakeshore Family Dental"></button>
          </div>
          <div id="folded" style="display: none">
            <div class="css-2-ControlContainer">
              <div><label for="link-field-6">Project link</label><ul class="css-3-ControlErrorsList"><li>${linkRefusal}</li></ul></div>
              <input id="link-field-6">
            </div>
          </div>
        </div>
      </div>
    </div>`;
  // Decap's arrow unfolds the entry.
  screen.getByRole("button", { name: /^Expand project/ }).addEventListener("click", () => {
    document.getElementById("folded")?.style.removeProperty("display");
  });
  const summary = summaryOf(refusalsIn(document));
  document.body.prepend(summary);
  return summary;
}

describe("the summary of a refused Publish", () => {
  it("names each refused field in the build's words, after its entry or group", () => {
    const summary = refusedForm();
    expect(summary).toHaveAccessibleName("Not published: 2 fields need a change");
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Team (/team) › Title: is 100 characters long; keep it to 90.",
      `project Lakeshore Family Dental › ${linkRefusal}`,
    ]);
  });

  it("links to each field: the link unfolds its entry and moves the focus into it, and leaves the editor's address", async () => {
    const summary = refusedForm();
    const address = window.location.href;
    within(summary).getAllByRole("link")[1]?.focus();
    await userEvent.keyboard("{Enter}");
    await vi.waitFor(() => expect(document.getElementById("link-field-6")).toHaveFocus());
    expect(document.getElementById("folded")).toBeVisible();
    expect(window.location.href).toBe(address);
  });
});
