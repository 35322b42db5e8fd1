import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Accordion, type AccordionItem } from "./Accordion";

const faq: AccordionItem[] = [
  { id: "cancel", title: "Can I cancel anytime?", content: "Yes, cancel anytime." },
  { id: "first-deck", title: "How soon is the first deck?", content: "Sign up by Sunday midnight for that Tuesday." },
];

describe("Accordion", () => {
  it("starts with every answer closed but present in the page", () => {
    render(<Accordion items={faq} />);

    for (const button of screen.getAllByRole("button")) {
      expect(button).toHaveAttribute("aria-expanded", "false");
    }
    expect(screen.getByText("Yes, cancel anytime.")).not.toBeVisible();
  });

  it("wraps each question's button in a heading of the chosen level", () => {
    render(<Accordion items={faq} headingLevel={2} />);

    const heading = screen.getByRole("heading", { level: 2, name: "Can I cancel anytime?" });
    expect(heading).toContainElement(screen.getByRole("button", { name: "Can I cancel anytime?" }));
  });

  it("opens an answer and points the button at it", async () => {
    const user = userEvent.setup();
    render(<Accordion items={faq} />);
    const question = screen.getByRole("button", { name: "Can I cancel anytime?" });

    await user.click(question);

    expect(question).toHaveAttribute("aria-expanded", "true");
    const answer = screen.getByRole("region", { name: "Can I cancel anytime?" });
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent("Yes, cancel anytime.");
    expect(question).toHaveAttribute("aria-controls", answer.id);
  });

  it("closes the open answer when another question is opened", async () => {
    const user = userEvent.setup();
    render(<Accordion items={faq} />);

    await user.click(screen.getByRole("button", { name: "Can I cancel anytime?" }));
    await user.click(screen.getByRole("button", { name: "How soon is the first deck?" }));

    expect(screen.getByRole("button", { name: "Can I cancel anytime?" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Yes, cancel anytime.")).not.toBeVisible();
    expect(screen.getByText("Sign up by Sunday midnight for that Tuesday.")).toBeVisible();
  });

  it("collapses the open answer when its question is chosen again", async () => {
    const user = userEvent.setup();
    render(<Accordion items={faq} defaultOpenId="cancel" />);
    const question = screen.getByRole("button", { name: "Can I cancel anytime?" });
    expect(screen.getByText("Yes, cancel anytime.")).toBeVisible();

    await user.click(question);

    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Yes, cancel anytime.")).not.toBeVisible();
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Accordion items={faq} />);

    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByText("Yes, cancel anytime.")).toBeVisible();

    await user.tab();
    await user.keyboard(" ");
    expect(screen.getByText("Yes, cancel anytime.")).not.toBeVisible();
    expect(screen.getByText("Sign up by Sunday midnight for that Tuesday.")).toBeVisible();
  });

  it("puts every answer in the prerendered HTML", () => {
    const html = renderToString(<Accordion items={faq} />);

    expect(html).toContain("Yes, cancel anytime.");
    expect(html).toContain("Sign up by Sunday midnight for that Tuesday.");
  });
});
