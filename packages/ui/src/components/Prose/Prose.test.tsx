import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Prose } from "./Prose.js";

describe("Prose", () => {
  it("can be the page's article, keeping the outline of what it holds", () => {
    render(
      <Prose as="article" aria-labelledby="title">
        <h1 id="title">Privacy Policy</h1>
        <h2>1. Information We Collect</h2>
        <ul>
          <li>Contact details you give us</li>
        </ul>
      </Prose>,
    );

    const article = screen.getByRole("article", { name: "Privacy Policy" });
    expect(article).toContainElement(screen.getByRole("heading", { level: 2, name: "1. Information We Collect" }));
    expect(screen.getByRole("list")).toHaveTextContent("Contact details you give us");
  });
});
