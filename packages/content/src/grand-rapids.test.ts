import { grandRapidsPage } from "./grand-rapids";

const allWords = JSON.stringify(grandRapidsPage);

describe("Grand Rapids landing page content", () => {
  it("links its report call to action to /ai-report at $197", () => {
    expect(grandRapidsPage.reportCta.cta.href).toBe("/ai-report");
    expect(grandRapidsPage.reportCta.cta.label).toContain("$197");
  });

  it("has three industry cards, each with a challenge and a solution", () => {
    expect(grandRapidsPage.industries.cards.map((c) => c.industry)).toEqual([
      "Real Estate",
      "Financial Services",
      "Education & Startups",
    ]);
    for (const card of grandRapidsPage.industries.cards) {
      expect(card.challenge).not.toBe("");
      expect(card.solution).not.toBe("");
    }
  });

  it("has three service cards, each linking to /contact", () => {
    expect(grandRapidsPage.services.cards.map((c) => c.title)).toEqual([
      "Free Discovery Call",
      "Custom Web Apps",
      "AI Integration Tools",
    ]);
    for (const card of grandRapidsPage.services.cards) expect(card.cta.href).toBe("/contact");
  });

  it("lists four get-started steps ending in results in 30-90 days", () => {
    expect(grandRapidsPage.getStarted.steps.map((s) => s.title)).toEqual([
      "Book a free call",
      "Receive your strategy report",
      "Choose your implementation path",
      "See results in 30-90 days",
    ]);
  });

  it("has five FAQ cards", () => {
    expect(grandRapidsPage.faq.items).toHaveLength(5);
  });

  it("closes with a call to action to /contact", () => {
    expect(grandRapidsPage.closingCta.cta.href).toBe("/contact");
  });

  it.each(["Free consultation", "$197", "Same-day consultations", "30-90 days", "2-3 weeks", "3-5x ROI", "3-6 months"])(
    "advertises %s",
    (claim) => {
      expect(allWords).toContain(claim);
    },
  );
});
