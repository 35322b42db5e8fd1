import { screen, waitFor } from "@testing-library/react";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { renderField } from "../../testing/renderField.js";
import { SelectInput } from "./SelectInput.js";

const Schema = v.object({ worker: v.pipe(v.string(), v.nonEmpty("Worker selection is required")) });
type Values = v.InferInput<typeof Schema>;
const options = [
  { value: "Alex Rivera", label: "Alex Rivera" },
  { value: "Other", label: "Other" },
];

describe("SelectInput", () => {
  test("starts on the form's value and hands back the chosen one", async () => {
    const { user, saved } = renderField<Values>(Schema, { worker: "Alex Rivera" }, (form) => (
      <SelectInput of={form} name="worker" label="Worker" options={options} placeholder="Select a worker" />
    ));
    const select = screen.getByRole("combobox", { name: "Worker" });

    expect(select).toHaveValue("Alex Rivera");
    expect(select).toHaveAttribute("name", "worker");
    await user.selectOptions(select, "Other");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(saved).toHaveBeenCalledWith({ worker: "Other" }));
  });

  test("the placeholder counts as no choice", async () => {
    const { user, saved } = renderField<Values>(Schema, { worker: "" }, (form) => (
      <SelectInput of={form} name="worker" label="Worker" options={options} placeholder="Select a worker" />
    ));

    await user.click(screen.getByRole("button", { name: "Save" }));

    const select = screen.getByRole("combobox", { name: "Worker" });
    await waitFor(() => expect(select).toHaveAccessibleDescription("Worker selection is required"));
    expect(select).toHaveFocus();
    expect(saved).not.toHaveBeenCalled();
  });
});
