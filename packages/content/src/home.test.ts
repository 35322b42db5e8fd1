import { homePage, productivityBoost } from "./home";
import { projects } from "./portfolio";
import { site } from "./site";

describe("home page content", () => {
  it("sends the hero button to the external scheduler", () => {
    expect(homePage.hero.cta).toEqual({ label: "Book Discovery Call", href: site.schedulerUrl });
  });

  it("names the three How It Works steps in order", () => {
    expect(homePage.howItWorks.steps.map((s) => s.title)).toEqual([
      "Discovery Call",
      "Workshop + Playbook",
      "Ongoing Support",
    ]);
  });

  it("shows three showcase projects, at least one without a thumbnail so its initials show", () => {
    const { items } = homePage.showcase;
    expect(items).toHaveLength(3);
    expect(items.some((item) => item.thumbnail === undefined)).toBe(true);
  });

  it("describes and links each showcase card exactly as its portfolio project does", () => {
    for (const item of homePage.showcase.items) {
      const project = projects.find((p) => p.title === item.title);
      expect(project, item.title).toBeDefined();
      expect(item.description).toBe(project?.description);
      expect(item.link).toBe(project?.link ?? project?.videoLink);
    }
  });

  it("offers a View Full Portfolio button to /portfolio", () => {
    expect(homePage.showcase.viewAll).toEqual({ label: "View Full Portfolio", href: "/portfolio" });
  });

  it("claims the 40% productivity boost in the hero figures", () => {
    expect(productivityBoost).toBe("40%");
    expect(homePage.hero.stats.map((s) => s.value)).toContain("40%");
  });

  it("gives the click-to-load video an accessible name that includes its title", () => {
    expect(homePage.introVideo.videoId).toBe(site.introVideoId);
    expect(homePage.introVideo.playLabel).toContain(homePage.introVideo.videoTitle);
  });
});
