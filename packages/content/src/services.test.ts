import { servicesPage } from "./services";

describe("services page content", () => {
  it.each([
    ["AI Audit", "Get Your AI Report", "/ai-report"],
    ["Custom AI Automations & Web Solutions", "Get Started", "/contact"],
  ])("card %s has a %s button to %s", (title, label, href) => {
    const card = servicesPage.cards.find((c) => c.title === title);
    expect(card?.cta).toEqual({ label, href });
    expect(card?.bullets.length).toBeGreaterThan(2);
  });
});
