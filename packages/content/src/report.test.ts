import { reportPage, reportPrice, salesCardDelayMs } from "./report";
import { checkoutUrl } from "./site";

describe("AI report page content", () => {
  it("sells a one-time $197 report with a 100% refund guarantee", () => {
    expect(reportPrice).toBe(197);
    expect(reportPage.offer.price).toBe("$197");
    expect(reportPage.offer.priceNote).toBe("one-time");
    expect(reportPage.offer.guarantee).toMatch(/100% refund guarantee.*clear AI opportunities/);
  });

  it("lists four contents, including a 5-workflow playbook and 5+ recommended tools", () => {
    const text = reportPage.contents.items.map((i) => `${i.title}: ${i.description}`);
    expect(text).toHaveLength(4);
    expect(text.some((t) => /Automation Playbook: 5 ready-to-build workflows/.test(t))).toBe(true);
    expect(text.some((t) => /5\+ recommended tools/.test(t))).toBe(true);
  });

  it("has four preview slides, each with an image and a caption", () => {
    expect(reportPage.previews.slides).toHaveLength(4);
    for (const slide of reportPage.previews.slides) {
      expect(slide.image.alt).not.toBe("");
      expect(slide.caption).not.toBe("");
    }
  });

  it("shows the sales card after one second with a Get My Report button", () => {
    expect(salesCardDelayMs).toBe(1000);
    expect(reportPage.salesCard.buttonLabel).toBe("Get My Report");
  });

  it("keeps both delivery promises: 24 hours on the sales card, 48 hours in the steps and confirmation", () => {
    expect(reportPage.salesCard.delivery).toContain("within 24 hours");
    expect(reportPage.salesCard.delivery).not.toContain("48");
    const steps = reportPage.steps.items.map((s) => s.description).join(" ");
    expect(steps).toContain("within 48 hours");
    expect(steps).not.toContain("24 hours");
    expect(reportPage.confirmation.message).toContain("within 48 hours");
    expect(reportPage.confirmation.message).not.toContain("24 hours");
  });

  it("confirms with a Thank You heading", () => {
    expect(reportPage.confirmation.heading).toBe("Thank You!");
  });
});

describe("checkout link", () => {
  it.each(["https://grandriverai.com", "http://localhost:5173"])(
    "returns to %s/ai-report?payment=success once paid",
    (origin) => {
      const url = new URL(checkoutUrl(origin));
      expect(url.searchParams.get("success_url")).toBe(`${origin}/ai-report?payment=success`);
    },
  );
});
