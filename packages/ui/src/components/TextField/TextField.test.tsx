import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "./TextField.js";

describe("TextField", () => {
  it("is named by its label and keeps the name it is given", () => {
    render(<TextField label="Email" name="email" type="email" />);

    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("name", "email");
    expect(input).toHaveAttribute("type", "email");
  });

  it("is valid and undescribed while there is no error or hint", () => {
    render(<TextField label="Full name" name="fullName" />);

    const input = screen.getByRole("textbox", { name: "Full name" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("marks itself invalid and is described by its error, which has a stable id", () => {
    render(
      <TextField
        id="fullName"
        label="Full name"
        name="fullName"
        hint="As it should appear on your deck."
        error="Name must be at least 2 characters."
      />,
    );

    const input = screen.getByRole("textbox", { name: "Full name" });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("Name must be at least 2 characters. As it should appear on your deck.");
    expect(document.getElementById("fullName-error")).toHaveTextContent("Name must be at least 2 characters.");
  });

  it("treats an empty error (a form library's 'no error') as valid", () => {
    render(<TextField label="Email" name="email" error="" />);

    expect(screen.getByRole("textbox", { name: "Email" })).not.toHaveAttribute("aria-invalid");
  });

  it("is natively required, with the asterisk hidden from screen readers", () => {
    render(<TextField label="Name" name="name" required />);

    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input).toBeRequired();
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  it("keeps the caller's aria-describedby alongside its own", () => {
    render(
      <>
        <p id="privacy">We never share your email.</p>
        <TextField label="Email" name="email" aria-describedby="privacy" hint="Work email preferred." />
      </>,
    );

    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      "We never share your email. Work email preferred.",
    );
  });

  it("passes a form library's props through to the input: ref, onChange, onBlur", async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<TextField label="Company" name="company" ref={ref} onChange={onChange} onBlur={onBlur} />);

    const input = screen.getByRole("textbox", { name: "Company" });
    await userEvent.type(input, "Acme");
    await userEvent.tab();

    expect(ref.current).toBe(input);
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
