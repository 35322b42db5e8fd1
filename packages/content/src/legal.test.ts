import { accessibilityStatement, reportBarrierCta } from "./legal/accessibility";
import { privacyPolicy } from "./legal/privacy";
import { legalDocument, legalDocumentOnUse } from "./legal/read";
import { termsOfService } from "./legal/terms";
import { plainText } from "./markdown/rich-text";
import { site } from "./site";

const wordsOf = (section: (typeof privacyPolicy.sections)[number] | undefined) =>
  section ? plainText(section.body) : "";

const everyWord = (doc: typeof privacyPolicy) => doc.sections.flatMap((s) => [s.title, plainText(s.body)]).join(" ");

describe.each([
  ["privacy policy", privacyPolicy],
  ["terms of service", termsOfService],
])("the %s", (_name, doc) => {
  it("has 12 sections numbered 1 to 12", () => {
    expect(doc.sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("was last updated March 9, 2025", () => {
    expect(doc.lastUpdated).toBe("March 9, 2025");
  });

  it("gives every section a title and words under it", () => {
    for (const section of doc.sections) {
      expect(section.title.trim()).not.toBe("");
      expect(plainText(section.body).trim()).not.toBe("");
    }
  });

  it("names the firm and its contact email", () => {
    expect(everyWord(doc)).toContain(site.firmName);
    expect(wordsOf(doc.sections.at(-1))).toContain(site.email);
  });
});

describe("terms of service", () => {
  it("orders its sections as the spec lists them", () => {
    expect(termsOfService.sections.map((s) => s.title)).toEqual([
      "Introduction",
      "Services Provided",
      "Third-Party Tools",
      "Data Privacy and Security",
      "User Responsibilities",
      "Intellectual Property",
      "Disclaimer of Accuracy",
      "Limitation of Liability",
      "Modifications",
      "Termination",
      "Governing Law",
      "Contact",
    ]);
  });

  it("puts the terms under Michigan law", () => {
    const governing = termsOfService.sections.find((s) => s.title === "Governing Law");
    expect(wordsOf(governing)).toMatch(/laws of the State of Michigan/);
  });
});

describe("privacy policy", () => {
  it.each([
    ["data collected", /Information We Collect/],
    ["use", /How We Use Your Information/],
    ["sharing with workflow-automation providers", /Workflow-automation providers/],
    ["sharing with AI providers", /AI providers/],
    ["sharing with office-suite providers", /Office-suite/],
    ["security", /Data Security/],
    ["retention", /Data Retention/],
    ["rights", /Your Rights/],
    ["international transfers", /International Data Transfers/],
  ])("covers %s", (_topic, pattern) => {
    expect(everyWord(privacyPolicy)).toMatch(pattern);
  });
});

describe("a legal page the build cannot show", () => {
  it("is refused by file › field, quoting the link, before anything renders it", () => {
    const file = {
      title: "Privacy Policy",
      lastUpdated: "2025-03-09",
      body: "Intro.\n\n## Data\n\nWe keep [nothing](javascript:alert(1)).",
    };
    expect(() => legalDocument(file, "packages/content/data/legal/privacy-policy.json")).toThrow(
      "packages/content/data/legal/privacy-policy.json › Text: links to “javascript:alert(1)”, which the site does not open. Link to a web address (https://…), an email address (mailto:…) or a page of this site (/contact).",
    );
  });

  it("is refused when a page first reads it, not when the package is imported, so the build's check lists it with the rest", () => {
    const file = { title: "Privacy Policy", lastUpdated: "2025-03-09", body: "Intro.\n\n<script>alert(1)</script>" };
    const policy = legalDocumentOnUse(file, "packages/content/data/legal/privacy-policy.json");
    expect(() => policy.title).toThrow(
      "packages/content/data/legal/privacy-policy.json › Text: has HTML code, <script>, which the site shows as plain text, not as a picture or formatting. Remove it.",
    );
  });
});

describe("accessibility statement", () => {
  it("states the standard, how it is tested, its known limits and how to report a barrier", () => {
    expect(accessibilityStatement.sections.map((s) => s.title)).toEqual([
      "The Standard We Meet",
      "How We Test",
      "What the Tests Cannot See",
      "Known Limits",
      "How to Report a Barrier",
    ]);
  });

  it("promises WCAG 2.2 at level AA", () => {
    expect(wordsOf(accessibilityStatement.sections[0])).toMatch(/WCAG\) 2\.2 at level AA/);
  });

  it("says what the automated checks cannot see", () => {
    const testing = accessibilityStatement.sections.find((s) => s.title === "What the Tests Cannot See");
    expect(wordsOf(testing)).toMatch(/Automated checks find only part/);
  });

  it("sends a barrier to the contact form, or to the firm's email", () => {
    const report = wordsOf(accessibilityStatement.sections.at(-1));
    expect(report).toContain("contact form");
    expect(report).toContain(site.email);
    expect(reportBarrierCta.href).toBe("/contact");
  });
});
