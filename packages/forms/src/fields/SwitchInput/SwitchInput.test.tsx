import { screen, waitFor } from "@testing-library/react";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { renderField } from "../../testing/renderField.js";
import { SwitchInput } from "./SwitchInput.js";

const Schema = v.object({ newsletter: v.boolean() });
type Values = v.InferInput<typeof Schema>;

describe("SwitchInput", () => {
  test("starts on the form's value, hands back a boolean, and follows a reset", async () => {
    const { user, saved } = renderField<Values>(Schema, { newsletter: true }, (form) => (
      <SwitchInput of={form} name="newsletter" label="Newsletter" />
    ));
    const toggle = screen.getByRole("switch", { name: "Newsletter" });

    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute("name", "newsletter");
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ newsletter: false }));

    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(toggle).toBeChecked();
  });
});
