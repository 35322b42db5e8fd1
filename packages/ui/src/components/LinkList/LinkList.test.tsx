import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LinkList } from "./LinkList.js";

describe("LinkList", () => {
  it("puts each link in its own list item", () => {
    render(
      <LinkList aria-label="Legal">
        <a href="/privacy-policy">Privacy Policy</a>
        <a href="/terms-of-service">Terms of Service</a>
      </LinkList>,
    );

    const items = within(screen.getByRole("list", { name: "Legal" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByRole("link")).toHaveAccessibleName("Terms of Service");
  });

  it.each([false, null, undefined, ""])("leaves out %j, as a condition that hides a link gives", (hidden) => {
    render(
      <LinkList>
        <a href="/">Home</a>
        {hidden}
        <a href="/team">Our Team</a>
      </LinkList>,
    );

    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
