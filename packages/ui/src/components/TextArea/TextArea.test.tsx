import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COUNT_ANNOUNCE_DELAY, TextArea } from "./TextArea.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("TextArea", () => {
  it("shows how many characters are used as the visitor types", async () => {
    render(<TextArea label="Biggest pain point" name="painPoint" maxLength={100} />);

    await userEvent.type(screen.getByRole("textbox", { name: "Biggest pain point" }), "Invoicing");

    expect(screen.getByText("9/100")).toBeInTheDocument();
  });

  it("lets the browser cap the input at the maximum", async () => {
    render(<TextArea label="Biggest pain point" name="painPoint" maxLength={5} />);
    const textarea = screen.getByRole("textbox", { name: "Biggest pain point" });

    await userEvent.type(textarea, "Scheduling");

    expect(textarea).toHaveAttribute("maxlength", "5");
    expect(textarea).toHaveValue("Sched");
    expect(screen.getByText("5/5")).toBeInTheDocument();
  });

  it("says the count in the words it is given", () => {
    render(
      <TextArea
        label="Mensaje"
        name="message"
        maxLength={50}
        defaultValue="Hola"
        messages={{ characterCount: "{length} de {max} caracteres" }}
      />,
    );

    expect(screen.getByText("4 de 50 caracteres")).toHaveAttribute("aria-live", "polite");
  });

  it("tells screen readers the count once typing pauses, not on every key", () => {
    vi.useFakeTimers();
    render(<TextArea label="Biggest pain point" name="painPoint" maxLength={100} />);
    const textarea = screen.getByRole("textbox", { name: "Biggest pain point" });
    const announcement = () => screen.getByText(/characters used$/);
    expect(announcement()).toHaveAttribute("aria-live", "polite");
    expect(announcement()).toHaveTextContent("0 of 100 characters used");

    // fireEvent, as user-event would wait on the fake clock; each change is one keystroke's worth.
    fireEvent.change(textarea, { target: { value: "Data" } });
    act(() => {
      vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY - 1);
    });
    fireEvent.change(textarea, { target: { value: "Data entry" } });
    act(() => {
      vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY - 1);
    });
    expect(announcement()).toHaveTextContent("0 of 100 characters used");

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(announcement()).toHaveTextContent("10 of 100 characters used");
  });

  it("is described by the count, so it is read on focus", () => {
    render(<TextArea label="Biggest pain point" name="painPoint" maxLength={100} defaultValue="Email" />);

    expect(screen.getByRole("textbox", { name: "Biggest pain point" })).toHaveAccessibleDescription(
      "5 of 100 characters used",
    );
  });

  it("counts a controlled value", () => {
    render(
      <TextArea label="Biggest pain point" name="painPoint" maxLength={100} value="Follow-ups" onChange={() => {}} />,
    );

    expect(screen.getByText("10/100")).toBeInTheDocument();
  });

  it("counts again after its form is reset", async () => {
    render(
      <form>
        <TextArea label="Message" name="message" maxLength={50} />
        <button type="reset">Reset</button>
      </form>,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Hello");

    await userEvent.click(screen.getByRole("button", { name: "Reset" }));

    expect(await screen.findByText("0/50")).toBeInTheDocument();
  });

  it("has no counter without a maximum", () => {
    render(<TextArea label="Notes" name="notes" />);

    expect(screen.queryByText(/characters used/)).toBeNull();
    expect(screen.getByRole("textbox", { name: "Notes" })).not.toHaveAttribute("aria-describedby");
  });

  it("wires its error like every field", () => {
    render(
      <TextArea
        id="painPoint"
        label="Biggest pain point"
        name="painPoint"
        maxLength={100}
        error="Response must be 100 characters or less."
      />,
    );

    const textarea = screen.getByRole("textbox", { name: "Biggest pain point" });
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription("Response must be 100 characters or less. 0 of 100 characters used");
    expect(document.getElementById("painPoint-error")).toHaveTextContent("Response must be 100 characters or less.");
  });
});
