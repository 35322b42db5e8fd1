import { screen, waitFor } from "@testing-library/react";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { renderField } from "../../testing/renderField.js";
import { NumberInput } from "./NumberInput.js";

const Schema = v.object({ rate: v.pipe(v.number("Rate is required"), v.minValue(0, "Rate must not be negative")) });
type Values = v.InferInput<typeof Schema>;

describe("NumberInput", () => {
  test("hands the form a number, not text", async () => {
    const { user, saved } = renderField<Values>(Schema, { rate: undefined }, (form) => (
      <NumberInput of={form} name="rate" label="Rate" step={0.01} />
    ));

    await user.type(screen.getByRole("spinbutton", { name: "Rate" }), "25.50");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(saved).toHaveBeenCalledWith({ rate: 25.5 }));
  });

  test("a cleared input stays empty on screen and fails as missing", async () => {
    const { user, saved } = renderField<Values>(Schema, { rate: 12 }, (form) => (
      <NumberInput of={form} name="rate" label="Rate" />
    ));
    const rate = screen.getByRole("spinbutton", { name: "Rate" });

    expect(rate).toHaveValue(12);
    await user.clear(rate);
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(rate).toHaveAccessibleDescription("Rate is required"));
    expect(rate).toHaveValue(null);
    expect(rate).toHaveAttribute("name", "rate");
    expect(saved).not.toHaveBeenCalled();
  });
});
