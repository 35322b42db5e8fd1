import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrationGate } from "./HydrationGate";

function NewsletterForm() {
  return (
    <HydrationGate>
      <form aria-label="Newsletter">
        <input type="email" aria-label="Email" />
        <button type="submit">Subscribe</button>
      </form>
    </HydrationGate>
  );
}

describe("HydrationGate", () => {
  it("leaves its fields disabled in the prerendered page, and enables them once hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<NewsletterForm />);
    document.body.append(container);

    expect(screen.getByRole("textbox", { name: "Email" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeDisabled();

    const root = await act(async () => hydrateRoot(container, <NewsletterForm />));

    expect(screen.getByRole("textbox", { name: "Email" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    act(() => root.unmount());
    container.remove();
  });

  it("is enabled at once when rendered in the browser, and adds no group around its fields", () => {
    render(<NewsletterForm />);

    expect(screen.getByRole("textbox", { name: "Email" })).toBeEnabled();
    expect(screen.queryByRole("group")).toBeNull();
  });

  it("stays disabled when asked to", () => {
    render(
      <HydrationGate disabled>
        <input aria-label="Email" />
      </HydrationGate>,
    );

    expect(screen.getByRole("textbox", { name: "Email" })).toBeDisabled();
  });
});
