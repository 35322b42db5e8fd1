import { screen, waitFor } from "@testing-library/react";
import { Profiler } from "react";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { renderField } from "../../testing/renderField.js";
import { TextInput } from "./TextInput.js";

const Schema = v.object({ city: v.pipe(v.string("City is required"), v.nonEmpty("City is required")) });
type Values = v.InferInput<typeof Schema>;

describe("TextInput", () => {
  test("shows the form's value, names the input after the field, and hands typing back to the form", async () => {
    const { user, saved } = renderField<Values>(Schema, { city: "Grand" }, (form) => (
      <TextInput of={form} name="city" label="City" required />
    ));
    const city = screen.getByRole("textbox", { name: "City" });

    expect(city).toHaveValue("Grand");
    expect(city).toHaveAttribute("name", "city");
    await user.type(city, " Rapids");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(saved).toHaveBeenCalledWith({ city: "Grand Rapids" }));
  });

  test("renders nothing while the visitor types: the input keeps the text, and the form has it", async () => {
    let renders = 0;
    const { user, saved } = renderField<Values>(Schema, { city: "" }, (form) => (
      <Profiler id="city" onRender={() => (renders += 1)}>
        <TextInput of={form} name="city" label="City" />
      </Profiler>
    ));
    const city = screen.getByRole("textbox", { name: "City" });
    renders = 0;

    await user.type(city, "Holland");

    expect(city).toHaveValue("Holland");
    expect(renders).toBe(0);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ city: "Holland" }));
  });

  test("shows the form's error as the input's description, focuses it, and clears it once fixed", async () => {
    const { user, saved } = renderField<Values>(Schema, { city: "" }, (form) => (
      <TextInput of={form} name="city" label="City" hint="Where the work happened." />
    ));
    const city = screen.getByRole("textbox", { name: "City" });

    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(city).toHaveAccessibleDescription("City is required Where the work happened."));
    expect(city).toHaveAttribute("aria-invalid", "true");
    expect(city).toHaveFocus();
    expect(saved).not.toHaveBeenCalled();

    await user.type(city, "Holland");
    expect(city).not.toHaveAttribute("aria-invalid");
    expect(city).toHaveAccessibleDescription("Where the work happened.");
  });

  test("follows a form reset, and runs a caller's onChange after the form took the value", async () => {
    const seen: string[] = [];
    const { user } = renderField<Values>(Schema, { city: "" }, (form) => (
      <TextInput of={form} name="city" label="City" onChange={(event) => seen.push(event.currentTarget.value)} />
    ));
    const city = screen.getByRole("textbox", { name: "City" });

    await user.type(city, "GR");
    expect(seen).toEqual(["G", "GR"]);
    await user.click(screen.getByRole("button", { name: "Reset" }));

    expect(city).toHaveValue("");
  });
});
