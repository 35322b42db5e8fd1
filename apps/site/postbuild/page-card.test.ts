import { pageCard, withCardUrl } from "./page-card";

const head = (image: string, title = "Services &amp; Prices | Grand River AI") =>
  [
    '<meta property="og:site_name" content="Grand River AI"/>',
    `<meta property="og:title" content="${title}"/>`,
    '<meta property="og:description" content="What we build, and what it costs: &#x27;no surprises&#x27;."/>',
    `<meta property="og:image" content="${image}"/>`,
    `<meta name="twitter:image" content="${image}"/>`,
  ].join("");

describe("pageCard", () => {
  it("reads the card a page names and the words to draw, as a visitor reads them", () => {
    expect(pageCard(head("https://example.com/assets/cards/services.png"))).toEqual({
      url: "https://example.com/assets/cards/services.png",
      stem: "services",
      firmName: "Grand River AI",
      title: "Services & Prices | Grand River AI",
      description: "What we build, and what it costs: 'no surprises'.",
    });
  });

  it("has nothing to draw for a page without a card of its own", () => {
    expect(pageCard('<meta http-equiv="refresh" content="0;url=/team"/>')).toBeUndefined();
    expect(pageCard(head("https://example.com/images/social-card.png"))).toBeUndefined();
  });

  it("stops the build for a page that names a card but has no title to put on it", () => {
    const html = head("https://example.com/assets/cards/team.png").replace(/<meta property="og:title"[^>]*>/, "");
    expect(() => pageCard(html)).toThrow(/assets\/cards\/team\.png has no og:site_name, og:title or og:description/);
  });
});

describe("withCardUrl", () => {
  it("names the drawn card in og:image and twitter:image", () => {
    const html = head("https://example.com/assets/cards/services.png");
    const card = pageCard(html);
    if (!card) throw new Error("no card");
    const named = withCardUrl(html, card, "https://example.com/assets/cards/services-abcdefghij.png");
    expect(named.match(/services-abcdefghij\.png/g)).toHaveLength(2);
    expect(named).not.toContain("cards/services.png");
  });
});
