import { screen, waitFor } from "@testing-library/react";
import { Profiler } from "react";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { renderField } from "../../testing/renderField.js";
import { TextAreaInput } from "./TextAreaInput.js";

const Schema = v.object({ note: v.pipe(v.string(), v.nonEmpty("Note is required")) });
type Values = v.InferInput<typeof Schema>;

describe("TextAreaInput", () => {
  test("keeps line breaks and stops at its maximum length, counting as it goes", async () => {
    const { user, saved } = renderField<Values>(Schema, { note: "" }, (form) => (
      <TextAreaInput of={form} name="note" label="Note" maxLength={10} />
    ));
    const note = screen.getByRole("textbox", { name: "Note" });

    await user.type(note, "Hi{Enter}there, friend");
    expect(note).toHaveValue("Hi\nthere, ");
    expect(screen.getByText("10/10")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(saved).toHaveBeenCalledWith({ note: "Hi\nthere, " }));
    expect(note).toHaveAttribute("name", "note");
  });

  test("without a maximum, renders nothing while the visitor types, and the form has the text", async () => {
    let renders = 0;
    const { user, saved } = renderField<Values>(Schema, { note: "" }, (form) => (
      <Profiler id="note" onRender={() => (renders += 1)}>
        <TextAreaInput of={form} name="note" label="Note" />
      </Profiler>
    ));
    const note = screen.getByRole("textbox", { name: "Note" });
    renders = 0;

    await user.type(note, "Hi{Enter}there");

    expect(note).toHaveValue("Hi\nthere");
    expect(renders).toBe(0);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ note: "Hi\nthere" }));
  });

  test("shows the form's error and resets with the form", async () => {
    const { user } = renderField<Values>(Schema, { note: "" }, (form) => (
      <TextAreaInput of={form} name="note" label="Note" />
    ));
    const note = screen.getByRole("textbox", { name: "Note" });

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(note).toHaveAccessibleDescription("Note is required"));

    await user.type(note, "Draft");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(note).toHaveValue("");
    expect(note).not.toHaveAttribute("aria-invalid");
  });
});
