import { adminPage } from "./admin";
import { contactPage } from "./contact";
import { flyerPage } from "./flyer";
import { site } from "./site";
import { teamPage } from "./team";
import { videosPage } from "./videos";

describe("team page content", () => {
  it("shows the founder from site details, with a link to the professional profile", () => {
    expect(teamPage.founder.name).toBe(site.founder.name);
    expect(teamPage.founder.profileLink.href).toBe(site.founder.profileUrl);
    expect(teamPage.founder.profileLink.label).toContain(site.social.professional.label);
    expect(teamPage.founder.photo.alt).toContain(site.founder.name);
    expect(teamPage.founder.bio.length).toBeGreaterThanOrEqual(2);
  });
});

describe("videos page content", () => {
  it("links several named videos, all on the site's video channel", () => {
    expect(videosPage.videos.length).toBeGreaterThanOrEqual(3);
    for (const video of videosPage.videos) {
      expect(video.href.startsWith(`${site.social.video.href}/`)).toBe(true);
      expect(new URL(video.href).searchParams.get("query")).toBe(video.title);
    }
    expect(videosPage.channelCta.href).toBe(site.social.video.href);
  });
});

describe("contact page content", () => {
  it("offers the site's email through the mail client", () => {
    expect(contactPage.emailCard.email).toBe(site.email);
    expect(contactPage.emailCard.href).toBe(`mailto:${site.email}`);
  });

  it("books a free 30-minute consultation on the external scheduler", () => {
    expect(contactPage.bookingCard.cta).toEqual({ label: "Book Discovery Call", href: site.schedulerUrl });
    expect(contactPage.bookingCard.text).toContain("free 30-minute consultation");
  });
});

describe("flyer page content", () => {
  it("describes a full-screen storage-units flyer for Port Sheldon", () => {
    expect(flyerPage.image.alt).toMatch(/Port Sheldon/);
    expect(flyerPage.image.alt).toMatch(/storage units/i);
  });
});

describe("admin page content", () => {
  it("asks for the team password before the work log", () => {
    expect(adminPage.gate.intro).toMatch(/password/);
  });
});
