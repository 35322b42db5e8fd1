import { screen, waitFor } from "@testing-library/react";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { renderField } from "../../testing/renderField.js";
import { RadioInput } from "./RadioInput.js";

const Schema = v.object({ size: v.picklist(["solo", "small"], "Please select your team size.") });
type Values = v.InferInput<typeof Schema>;
const options = [
  { value: "solo", label: "Solo" },
  { value: "small", label: "2-10" },
];

describe("RadioInput", () => {
  test("hands the chosen radio's value to the form, under the field's name", async () => {
    const { user, saved } = renderField<Values>(Schema, {}, (form) => (
      <RadioInput of={form} name="size" label="Team size" options={options} />
    ));

    for (const radio of screen.getAllByRole("radio")) expect(radio).toHaveAttribute("name", "size");
    await user.click(screen.getByRole("radio", { name: "2-10" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(saved).toHaveBeenCalledWith({ size: "small" }));
  });

  test("with nothing chosen, describes the group with the error and focuses the first radio", async () => {
    const { user, saved } = renderField<Values>(Schema, {}, (form) => (
      <RadioInput of={form} name="size" label="Team size" options={options} required />
    ));

    await user.click(screen.getByRole("button", { name: "Save" }));

    const group = screen.getByRole("group", { name: /^Team size/ });
    await waitFor(() => expect(group).toHaveAccessibleDescription("Please select your team size."));
    expect(screen.getByRole("radio", { name: "Solo" })).toHaveFocus();
    expect(screen.getByRole("radio", { name: "Solo" })).toHaveAttribute("aria-invalid", "true");
    expect(saved).not.toHaveBeenCalled();
  });

  test("a form reset unchecks the radios", async () => {
    const { user } = renderField<Values>(Schema, {}, (form) => (
      <RadioInput of={form} name="size" label="Team size" options={options} />
    ));

    await user.click(screen.getByRole("radio", { name: "Solo" }));
    await user.click(screen.getByRole("button", { name: "Reset" }));

    expect(screen.getByRole("radio", { name: "Solo" })).not.toBeChecked();
  });
});
