import * as v from "valibot";
import { fieldProblem, fieldSchemas } from "./field-checks";
import { legalFormatting } from "../markdown/formatting";
import { markdown, text } from "./fields";

// A list joined into a sentence with nothing in it: "Use one of , or …", "uses , which …", "be one of: .".
const EMPTY_LIST = /(one of:?|uses)\s*[,.]/;

describe("a refusal built from a list", () => {
  it("says what to do when the field fills in no braces at all", () => {
    const schema = text({ label: "Tag", max: 30 });
    expect(fieldProblem(schema, "Price {auditPrice}")).toBe(
      "Tag: uses {auditPrice}, which the site cannot fill in. This field fills in no braces: remove them.",
    );
  });

  it("names the braces a field can fill", () => {
    const schema = text({ label: "Question", max: 140, placeholders: { firmName: "Grand River AI" } });
    expect(fieldProblem(schema, "{firm}")).toBe(
      "Question: uses {firm}, which the site cannot fill in. Use one of {firmName}, or remove the braces.",
    );
  });

  it("is a whole sentence for every text field of every data file", () => {
    const messages = [...fieldSchemas()].flatMap(([id, schema]) => {
      const result = v.safeParse(schema, "{notABrace} 🚀");
      return result.success ? [] : result.issues.map(({ message }) => `${id}: ${message}`);
    });
    expect(messages.length).toBeGreaterThan(10);
    expect(messages.filter((message) => EMPTY_LIST.test(message))).toEqual([]);
  });
});

describe("a Markdown field", () => {
  it("tells HTML once, not also the layout it hid", () => {
    const schema = markdown({ label: "Text", formatting: legalFormatting, max: 1000, buttons: [] });
    const result = v.safeParse(schema, "<script>alert(1)</script> Intro.\n\n## Data\n\nWords.");
    expect(result.issues?.map(({ message }) => message)).toEqual([
      "has HTML code, <script>, which the site shows as plain text, not as a picture or formatting. Remove it.",
    ]);
  });
});
