import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Accordion, type AccordionItem } from "./Accordion.js";

const faq: AccordionItem[] = [
  { id: "cancel", title: "Can I cancel anytime?", content: "Yes, cancel anytime." },
  { id: "first-deck", title: "How soon is the first deck?", content: "Sign up by Sunday midnight for that Tuesday." },
];

const question = (name: string) => screen.getByRole("heading", { name });

describe("Accordion", () => {
  it("starts with every answer closed but present in the page", () => {
    render(<Accordion items={faq} />);

    expect(screen.getByText("Yes, cancel anytime.")).not.toBeVisible();
    expect(screen.getByText("Sign up by Sunday midnight for that Tuesday.")).not.toBeVisible();
  });

  it("puts each question in a heading of the chosen level, inside the summary that toggles it", () => {
    const { container } = render(<Accordion items={faq} headingLevel={2} />);

    const heading = screen.getByRole("heading", { level: 2, name: "Can I cancel anytime?" });
    expect(heading.closest("summary")).not.toBeNull();
    expect(container.querySelectorAll("details > summary")).toHaveLength(2);
  });

  it("opens an answer when its question is chosen", async () => {
    const user = userEvent.setup();
    render(<Accordion items={faq} />);

    await user.click(question("Can I cancel anytime?"));

    expect(screen.getByText("Yes, cancel anytime.")).toBeVisible();
  });

  it("closes the open answer when another question is opened", async () => {
    const user = userEvent.setup();
    render(<Accordion items={faq} />);

    await user.click(question("Can I cancel anytime?"));
    await user.click(question("How soon is the first deck?"));

    await waitFor(() => expect(screen.getByText("Yes, cancel anytime.")).not.toBeVisible());
    expect(screen.getByText("Sign up by Sunday midnight for that Tuesday.")).toBeVisible();
  });

  it("collapses the open answer when its question is chosen again", async () => {
    const user = userEvent.setup();
    render(<Accordion items={faq} defaultOpenId="cancel" />);
    expect(screen.getByText("Yes, cancel anytime.")).toBeVisible();

    await user.click(question("Can I cancel anytime?"));

    expect(screen.getByText("Yes, cancel anytime.")).not.toBeVisible();
  });

  it("groups its items under one name, so the browser keeps one open even without a script", () => {
    const html = renderToString(<Accordion items={faq} />);

    const names = [...html.matchAll(/<details name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(1);
  });

  it("puts every answer in the prerendered HTML", () => {
    const html = renderToString(<Accordion items={faq} />);

    expect(html).toContain("Yes, cancel anytime.");
    expect(html).toContain("Sign up by Sunday midnight for that Tuesday.");
  });
});
