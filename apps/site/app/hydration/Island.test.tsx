import { renderToString } from "react-dom/server";
import NewsletterIsland from "../islands/NewsletterIsland";
import { Island } from "./Island";
import { ISLAND } from "./contract";

const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

describe("Island, prerendered", () => {
  it("marks its root with the island's key (its module's path) and when it wakes, around its own HTML", () => {
    const html = renderToString(<Island of={NewsletterIsland} wake="interaction" />);

    expect(attribute(html, ISLAND.name)).toBe("NewsletterIsland");
    expect(attribute(html, ISLAND.wake)).toBe("interaction");
    expect(html).toContain('name="email"');
  });

  it("names the island by its module even when a minifier has renamed its function", () => {
    const name = Object.getOwnPropertyDescriptor(NewsletterIsland, "name")!;
    Object.defineProperty(NewsletterIsland, "name", { value: "a" });
    try {
      const html = renderToString(<Island of={NewsletterIsland} wake="interaction" />);

      expect(attribute(html, ISLAND.name)).toBe("NewsletterIsland");
    } finally {
      Object.defineProperty(NewsletterIsland, "name", name);
    }
  });

  it("renders the island as a tree of its own, with an id prefix the browser reuses", () => {
    const html = renderToString(<Island of={NewsletterIsland} wake="interaction" />);
    const prefix = attribute(html, ISLAND.idPrefix)!;

    expect(prefix).toMatch(/^i[\w-]+-$/);
    // Every id inside comes from the island's own render.
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toContain(prefix);
  });

  it("writes a query wake as its query", () => {
    const html = renderToString(<Island of={NewsletterIsland} wake={{ query: { payment: "success" } }} />);

    expect(attribute(html, ISLAND.wake)).toBe("query");
    expect(attribute(html, ISLAND.wakeQuery)).toBe("payment=success");
  });

  it("refuses a component that is not an island module's", () => {
    function NotAnIsland() {
      return <p>Hi</p>;
    }

    expect(() => renderToString(<Island of={NotAnIsland} wake="interaction" />)).toThrow(/app\/islands/);
  });
});
