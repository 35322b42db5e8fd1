import { plainText } from "./markdown/rich-text";
import { playbookPage } from "./playbook";

describe("AI playbook page content", () => {
  it("prices the playbook: first week free, then $29/month, cancel anytime", () => {
    expect(playbookPage.hero.priceLine).toBe("First week free, then $29/month. Cancel anytime.");
  });

  it("promises a 10-slide deck every Tuesday", () => {
    expect(playbookPage.hero.deckLine).toMatch(/10-slide deck every Tuesday/);
  });

  it("shows the five sample slides in order", () => {
    expect(playbookPage.samples.slides.map((s) => s.title)).toEqual([
      "Cover Page",
      "Weekly Agenda",
      "AI Edge of the Week",
      "Automation Play",
      "AI Tool Spotlight",
    ]);
  });

  it("explains three steps: a 2-minute form, the deck we build, delivery each Tuesday morning", () => {
    const [tell, build, receive] = playbookPage.howItWorks.steps;
    expect(playbookPage.howItWorks.steps).toHaveLength(3);
    expect(tell.description).toContain("2-minute form");
    expect(build.title).toBe("We build your AI deck");
    expect(receive.description).toContain("Tuesday morning");
  });

  it.each([
    [0, /cancel anytime/i, /no contract/],
    [1, /customized/i, /sign-up answers/],
    [2, /AI tools/, /ChatGPT/],
    [3, /first deck/, /Sign up by Sunday midnight and your first deck arrives that Tuesday/],
  ])("FAQ %i asks %s and answers %s", (index, question, answer) => {
    const item = playbookPage.faq.items[index];
    expect(item?.question).toMatch(question);
    expect(item && plainText(item.answer)).toMatch(answer);
  });

  it("has exactly four FAQ items", () => {
    expect(playbookPage.faq.items).toHaveLength(4);
  });
});
