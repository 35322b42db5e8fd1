import { renderToStaticMarkup } from "react-dom/server";
import { contentDataPath, sidebarCollections } from "@grand-river/content/build";
import { flyerPage, homePage, playbookPage, playbookTerms, reportPage, teamPage } from "@grand-river/content";
import { drawPreview, previews } from "./previews";

/** The pictures file as committed, from what the pages read of it. */
const [first, second] = homePage.showcase.items.map((item) => item.thumbnail);
const picturesFile = {
  founder: teamPage.founder.photo,
  showcase: { first, second },
  reportSlides: reportPage.previews.slides.map((slide) => slide.image),
  playbookSlides: playbookPage.samples.slides.map((slide) => slide.image),
  flyer: flyerPage.image,
};

const html = (name: string, data: unknown) => renderToStaticMarkup(<>{drawPreview(name, data)}</>);
/** Text as an HTML attribute holds it. */
const attribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

describe("the editor's preview pane", () => {
  it("has a preview for every file the editor offers", () => {
    // A file collection's files each have their own; a folder's entries share the folder's.
    const files = sidebarCollections(contentDataPath).flatMap((collection) =>
      "files" in collection ? collection.files.map((file) => file.name) : [collection.name],
    );
    expect(Object.keys(previews).sort()).toEqual(files.sort());
  });

  it("shows a project still being typed as a card under the tabs, with what it has so far", () => {
    const shown = html("projects", { projects: [{ title: "Payroll Reconciliation Bot", category: "automation" }] });
    expect(shown).toContain('role="tablist"');
    expect(shown).toMatch(/<h2[^>]*>Payroll Reconciliation Bot<\/h2>/);
  });

  it("shows each picture as its page does, with its alt text, and a project's picture on its card", () => {
    const shown = html("pictures", picturesFile);
    expect(shown).toContain(`alt="${attribute(picturesFile.founder.alt)}"`);
    expect(shown).toMatch(/srcSet="\/assets\/media\/founder-[^"]* 480w/);
    for (const slide of [...picturesFile.reportSlides, ...picturesFile.playbookSlides])
      expect(shown).toContain(`alt="${attribute(slide.alt)}"`);
    expect(shown).toContain(picturesFile.flyer.file);
    const project = html("projects", {
      projects: [
        {
          title: "Dental site",
          category: "website",
          image: { file: "/media/founder.jpg", alt: "The new booking page" },
        },
      ],
    });
    expect(project).toContain('alt="The new booking page"');
  });

  it("leaves out a picture with no file yet, and a project whose picture was cleared", () => {
    const shown = html("pictures", { ...picturesFile, founder: { file: "", alt: "" } });
    expect(shown).not.toContain(attribute(picturesFile.founder.alt));
    const project = html("projects", {
      projects: [{ title: "Dental site", category: "website", image: { file: "" } }],
    });
    expect(project).not.toContain("<img");
  });

  it("shows a FAQ answer with its braces filled in and its Markdown formatted, as the page does", () => {
    const shown = html("playbook", {
      questions: [
        {
          question: "What does it cost?",
          answer: "{monthlyPrice} a month, [cancel anytime](/ai-playbook).\n\n- No contract",
        },
      ],
    });
    expect(shown).toMatch(/<h3[^>]*>What does it cost\?<\/h3>/);
    expect(shown).toContain(
      `<p>$${playbookTerms.monthlyPrice} a month, <a href="/ai-playbook">cancel anytime</a>.</p>`,
    );
    expect(shown).toMatch(/<ul>\s*<li>No contract<\/li>\s*<\/ul>/);
  });

  it("shows why a legal text cannot be shown in place of the page", () => {
    const shown = html("privacy-policy", {
      title: "Privacy Policy",
      lastUpdated: "2025-03-09",
      body: "We keep [very](javascript:void(0)) little.",
    });
    expect(shown).toContain("Privacy policy › Text:");
    expect(shown).toContain("links to “javascript:void(0)”, which the site does not open.");
  });
});
