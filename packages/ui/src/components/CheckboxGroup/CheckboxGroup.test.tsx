import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CheckboxGroup } from "./CheckboxGroup.js";

const groups = [
  {
    label: "Email and Calendar",
    options: [
      { value: "gmail", label: "Gmail" },
      { value: "outlook", label: "Outlook" },
    ],
  },
  {
    label: "CRM and Sales",
    options: [
      { value: "hubspot", label: "HubSpot" },
      { value: "salesforce", label: "Salesforce" },
    ],
  },
] as const;

describe("CheckboxGroup", () => {
  it("splits its checkboxes into named sub-groups inside the named group", () => {
    render(<CheckboxGroup label="Apps you use" name="apps" groups={groups} />);

    const group = screen.getByRole("group", { name: "Apps you use" });
    const crm = within(group).getByRole("group", { name: "CRM and Sales" });
    expect(
      within(crm)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("value")),
    ).toEqual(["hubspot", "salesforce"]);
    expect(screen.getAllByRole("checkbox").every((box) => box.getAttribute("name") === "apps")).toBe(true);
  });

  it("reports every checked value, in the listed order", async () => {
    const onChange = vi.fn();
    render(<CheckboxGroup label="Apps you use" name="apps" groups={groups} onChange={onChange} />);

    await userEvent.click(screen.getByRole("checkbox", { name: "Salesforce" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Gmail" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Salesforce" }));

    expect(onChange.mock.calls).toEqual([[["salesforce"]], [["gmail", "salesforce"]], [["gmail"]]]);
    expect(screen.getByRole("checkbox", { name: "Gmail" })).toBeChecked();
  });

  it("shows the values it is given when controlled", () => {
    render(<CheckboxGroup label="Apps you use" name="apps" groups={groups} value={["outlook"]} onChange={() => {}} />);

    expect(screen.getByRole("checkbox", { name: "Outlook" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Gmail" })).not.toBeChecked();
  });

  it("takes a flat list of options too", () => {
    render(
      <CheckboxGroup
        label="Newsletter"
        name="topics"
        options={[
          { value: "news", label: "AI news" },
          { value: "tips", label: "Tips" },
        ]}
      />,
    );

    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
  });

  it("says it is required in its name, since 'at least one' has no native attribute", () => {
    render(<CheckboxGroup label="Apps you use" name="apps" groups={groups} required />);

    expect(screen.getByRole("group", { name: /^Apps you use ?\(required\)$/ })).toBeInTheDocument();
  });

  it("says it is required in the words it is given", () => {
    render(
      <CheckboxGroup
        label="Aplicaciones"
        name="apps"
        groups={groups}
        required
        messages={{ required: "(obligatorio)" }}
      />,
    );

    expect(screen.getByRole("group", { name: /^Aplicaciones ?\(obligatorio\)$/ })).toBeInTheDocument();
  });

  it("is described by its error, marks the checkboxes invalid, and passes the form library's props", async () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroup
        id="apps"
        label="Apps you use"
        name="apps"
        groups={groups}
        error="Please select at least one app or platform."
        inputProps={{ name: "apps", onChange }}
      />,
    );

    expect(screen.getByRole("group", { name: "Apps you use" })).toHaveAccessibleDescription(
      "Please select at least one app or platform.",
    );
    screen.getAllByRole("checkbox").forEach((box) => expect(box).toHaveAttribute("aria-invalid", "true"));
    await userEvent.click(screen.getByRole("checkbox", { name: "HubSpot" }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
