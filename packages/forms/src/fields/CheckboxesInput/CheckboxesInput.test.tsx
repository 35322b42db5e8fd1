import { screen, waitFor } from "@testing-library/react";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { renderField } from "../../testing/renderField.js";
import { CheckboxesInput } from "./CheckboxesInput.js";

const Schema = v.object({
  apps: v.pipe(v.array(v.string()), v.minLength(1, "Please select at least one app or platform.")),
});
type Values = v.InferInput<typeof Schema>;
const groups = [
  {
    label: "Email and Calendar",
    options: [
      { value: "gmail", label: "Gmail" },
      { value: "outlook", label: "Outlook" },
    ],
  },
  { label: "CRM and Sales", options: [{ value: "hubspot", label: "HubSpot" }] },
];

describe("CheckboxesInput", () => {
  test("hands the form every ticked value across sub-groups, in the order they are listed", async () => {
    const { user, saved } = renderField<Values>(Schema, { apps: [] }, (form) => (
      <CheckboxesInput of={form} name="apps" label="Apps" groups={groups} />
    ));

    for (const box of screen.getAllByRole("checkbox")) expect(box).toHaveAttribute("name", "apps");
    await user.click(screen.getByRole("checkbox", { name: "HubSpot" }));
    await user.click(screen.getByRole("checkbox", { name: "Outlook" }));
    await user.click(screen.getByRole("checkbox", { name: "Gmail" }));
    await user.click(screen.getByRole("checkbox", { name: "Outlook" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(saved).toHaveBeenCalledWith({ apps: ["gmail", "hubspot"] }));
  });

  test("with none ticked, focuses the first box; unticking the last later shows the error where the visitor is", async () => {
    const { user, saved } = renderField<Values>(Schema, { apps: [] }, (form) => (
      <CheckboxesInput of={form} name="apps" label="Apps" groups={groups} />
    ));
    const group = screen.getByRole("group", { name: /^Apps/ });

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(group).toHaveAccessibleDescription("Please select at least one app or platform."));
    expect(screen.getByRole("checkbox", { name: "Gmail" })).toHaveFocus();
    expect(saved).not.toHaveBeenCalled();

    await user.click(screen.getByRole("checkbox", { name: "HubSpot" }));
    expect(group).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole("checkbox", { name: "HubSpot" }));

    await waitFor(() => expect(group).toHaveAccessibleDescription("Please select at least one app or platform."));
    expect(screen.getByRole("checkbox", { name: "HubSpot" })).toHaveFocus();
  });
});
