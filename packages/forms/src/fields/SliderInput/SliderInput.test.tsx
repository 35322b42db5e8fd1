import { fireEvent, screen, waitFor } from "@testing-library/react";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { renderField } from "../../testing/renderField.js";
import { SliderInput } from "./SliderInput.js";

const Schema = v.object({ level: v.number() });
type Values = v.InferInput<typeof Schema>;

describe("SliderInput", () => {
  test("starts at the form's value and hands back a number", async () => {
    const { user, saved } = renderField<Values>(Schema, { level: 3 }, (form) => (
      <SliderInput of={form} name="level" label="Level" min={1} max={5} />
    ));
    const slider = screen.getByRole("slider", { name: "Level" });

    expect(slider).toHaveValue("3");
    expect(slider).toHaveAttribute("name", "level");
    fireEvent.change(slider, { target: { value: "5" } });
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(saved).toHaveBeenCalledWith({ level: 5 }));
  });

  test("a form reset puts it back at the start", async () => {
    const { user } = renderField<Values>(Schema, { level: 3 }, (form) => (
      <SliderInput of={form} name="level" label="Level" min={1} max={5} />
    ));
    const slider = screen.getByRole("slider", { name: "Level" });

    fireEvent.change(slider, { target: { value: "1" } });
    expect(slider).toHaveValue("1");
    await user.click(screen.getByRole("button", { name: "Reset" }));

    expect(slider).toHaveValue("3");
  });
});
