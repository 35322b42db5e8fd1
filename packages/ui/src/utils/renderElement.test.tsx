import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { FakeRouterLink } from "../testing/FakeRouterLink.js";
import { renderElement } from "./renderElement.js";

describe("renderElement", () => {
  it("draws its own tag when there is nothing to render instead", () => {
    render(renderElement("a", { href: "/team", className: "nav", children: "Team" }));

    const link = screen.getByRole("link", { name: "Team" });
    expect(link).toHaveAttribute("href", "/team");
    expect(link).toHaveClass("nav");
  });

  it.each([
    ["joins class names", { className: "ours" }, { className: "theirs" }, { class: "ours theirs" }],
    ["keeps ours when theirs is unset", { className: "ours" }, { className: undefined }, { class: "ours" }],
    ["lets the element's own attributes win", { title: "ours" }, { title: "theirs" }, { title: "theirs" }],
    [
      "adds the element's attributes to ours",
      { title: "ours" },
      { "aria-label": "Home" },
      { title: "ours", "aria-label": "Home" },
    ],
    [
      "merges styles",
      { style: { color: "red", margin: 0 } },
      { style: { color: "blue" } },
      { style: "color: blue; margin: 0px;" },
    ],
  ])("%s", (_, ours, theirs, expected) => {
    render(renderElement("a", { ...ours, children: "Home", render: <FakeRouterLink to="/" {...theirs} /> }));

    const link = screen.getByText("Home");
    expect(link).toHaveAttribute("data-router-link");
    for (const [name, value] of Object.entries(expected)) expect(link).toHaveAttribute(name, value);
  });

  it("never blanks a prop the element sets with one of ours left unset", () => {
    render(renderElement("a", { href: undefined, children: "Home", render: <FakeRouterLink to="/" /> }));

    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  it("runs both click handlers, the element's first", async () => {
    const calls: string[] = [];
    render(
      renderElement("a", {
        onClick: () => calls.push("ours"),
        children: "Home",
        render: <FakeRouterLink to="/" onClick={(event) => (event.preventDefault(), calls.push("theirs"))} />,
      }),
    );

    await userEvent.click(screen.getByRole("link", { name: "Home" }));

    expect(calls).toEqual(["theirs", "ours"]);
  });

  it("sets both refs to the rendered element", () => {
    const ours = createRef<HTMLAnchorElement>();
    const theirs = vi.fn();
    render(renderElement("a", { ref: ours, children: "Home", render: <FakeRouterLink to="/" ref={theirs} /> }));

    const link = screen.getByRole("link", { name: "Home" });
    expect(ours.current).toBe(link);
    expect(theirs).toHaveBeenCalledWith(link);
  });
});
