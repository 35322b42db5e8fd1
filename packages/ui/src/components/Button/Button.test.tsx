import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { FakeRouterLink } from "../../testing/FakeRouterLink.js";
import { Button } from "./Button.js";

describe("Button", () => {
  it("is a button named by its label that reacts to a press", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Get Started</Button>);

    await userEvent.click(screen.getByRole("button", { name: "Get Started" }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button")).toHaveAttribute("type", "button");
  });

  it("while loading is busy, disabled for presses, and still named by its busy label", async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Submitting Details...
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Submitting Details..." });

    await userEvent.click(button);

    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("aria-disabled", "true");
  });

  it("keeps keyboard focus when it goes busy after being pressed", async () => {
    const { rerender } = render(<Button type="submit">Sign Up</Button>);
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Sign Up" })).toHaveFocus();

    rerender(
      <Button type="submit" loading>
        Signing Up...
      </Button>,
    );

    expect(screen.getByRole("button", { name: "Signing Up..." })).toHaveFocus();
  });

  it("does not submit its form while loading", async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" loading>
          Sending...
        </Button>
      </form>,
    );

    await userEvent.click(screen.getByRole("button", { name: "Sending..." }));

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("is natively disabled when disabled without loading", () => {
    render(<Button disabled>Send</Button>);

    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  });

  it("renders as a router link through the render prop, keeping the link role", () => {
    render(<Button render={<FakeRouterLink to="/portfolio" />}>View Full Portfolio</Button>);

    const link = screen.getByRole("link", { name: "View Full Portfolio" });
    expect(link).toHaveAttribute("href", "/portfolio");
    expect(link).toHaveAttribute("data-router-link");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("forwards its ref to the button element", () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Book Discovery Call</Button>);

    expect(ref.current).toBe(screen.getByRole("button", { name: "Book Discovery Call" }));
  });
});
