import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card, CardBody, CardTitle } from "./Card.js";

describe("Card", () => {
  it("is an item when cards form a list, with a level 3 title by default", () => {
    render(
      <ul>
        <Card as="li">
          <CardTitle>AI Audit</CardTitle>
          <CardBody>Find where AI saves you time.</CardBody>
        </Card>
      </ul>,
    );

    const item = screen.getByRole("listitem");
    expect(within(item).getByRole("heading", { level: 3, name: "AI Audit" })).toBeInTheDocument();
    expect(item).toHaveTextContent("Find where AI saves you time.");
  });

  it("takes the title level the page outline needs", () => {
    render(
      <Card as="article">
        <CardTitle level={2}>Custom AI Automations & Web Solutions</CardTitle>
      </Card>,
    );

    expect(screen.getByRole("article")).toContainElement(
      screen.getByRole("heading", { level: 2, name: "Custom AI Automations & Web Solutions" }),
    );
  });
});
