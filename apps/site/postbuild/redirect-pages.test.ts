import { redirectPage } from "./redirect-pages";

const page = redirectPage({ from: "/Team", to: "/team" }, "https://grandriverai.com");

describe("redirectPage", () => {
  it("refreshes at once to the target, with the space the HTML standard wants after the semicolon", () => {
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/team">');
  });

  it("is a whole document in English with a title", () => {
    expect(page.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<title>[^<]+<\/title>/);
  });

  it("points crawlers at the target on the site's origin, and keeps itself out of search", () => {
    expect(page).toContain('<link rel="canonical" href="https://grandriverai.com/team">');
    expect(page).toContain('<meta name="robots" content="noindex">');
  });

  it("offers a link for browsers that do not refresh", () => {
    expect(page).toContain('<a href="/team">https://grandriverai.com/team</a>');
  });

  it("escapes what it writes into markup", () => {
    expect(redirectPage({ from: "/x", to: '/a"b<c>' }, "https://example.com")).toContain('url=/a&quot;b&lt;c&gt;"');
  });
});
