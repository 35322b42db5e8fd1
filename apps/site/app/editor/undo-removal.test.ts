// @vitest-environment jsdom
import { screen, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { undoRemovals } from "./undo-removal";

/** The page's undo bar, and a list that removed one tag and can put it back. */
function removedTag(name = "Healthcare") {
  document.body.replaceChildren();
  const bar = undoRemovals();
  const list = { brought: 0 };
  bar.offer({ owner: list, words: `Removed tag ${name}.`, undo: () => (list.brought += 1) });
  return { bar, list };
}

const undoBar = () => screen.getByRole("region", { name: "Undo" });

describe("undoing a removal", () => {
  it("says what went and how to bring it back, and Undo brings it back once", async () => {
    const { list } = removedTag();
    expect(undoBar()).toHaveTextContent("Removed tag Healthcare. Press Undo, or Ctrl+Z, to bring it back.");
    await userEvent.click(within(undoBar()).getByRole("button", { name: "Undo" }));
    expect(list.brought).toBe(1);
    expect(screen.queryByRole("region", { name: "Undo" })).toBeNull();
  });

  it("brings it back with Ctrl+Z outside a text field, where Ctrl+Z is the field's own", async () => {
    const { list } = removedTag();
    const field = document.createElement("input");
    document.body.append(field);
    await userEvent.click(field);
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(list.brought).toBe(0);
    field.blur();
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(list.brought).toBe(1);
    // Once: a second Ctrl+Z has nothing left to bring back.
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(list.brought).toBe(1);
  });

  it("offers only the last removal, and nothing once dismissed or once its list has left the screen", async () => {
    const { bar, list } = removedTag();
    const other = { brought: 0 };
    bar.offer({ owner: other, words: "Removed question Do you work weekends?.", undo: () => (other.brought += 1) });
    expect(undoBar()).toHaveTextContent(/^Removed question Do you work weekends\?\./);
    bar.withdraw(list);
    expect(undoBar()).toBeVisible();
    await userEvent.click(within(undoBar()).getByRole("button", { name: "Dismiss" }));
    await userEvent.keyboard("{Control>}z{/Control}");
    expect([list.brought, other.brought]).toEqual([0, 0]);

    bar.offer({ owner: list, words: "Removed tag Retail.", undo: () => (list.brought += 1) });
    bar.withdraw(list);
    expect(screen.queryByRole("region", { name: "Undo" })).toBeNull();
  });
});
