import * as v from "valibot";
import { editorCollections, type EditorField } from "./editor-fields";
import { fieldProblem, fieldSchemas, pictureFieldProblem } from "./field-checks";
import { inspectImage, knownImages } from "./image-files";
import { pngHeader } from "./picture-bytes.testing";

const collections = editorCollections("packages/content/data");
const file = (collection: string, name: string) =>
  collections.find((c) => c.name === collection)?.files.find((f) => f.name === name);
const field = (fields: readonly EditorField[] | undefined, name: string) => fields?.find((f) => f.name === name);
const everyField = (fields: readonly EditorField[]): EditorField[] =>
  fields.flatMap((f) => [f, ...everyField(f.fields ?? []), ...(f.field ? everyField([f.field]) : [])]);

describe("the editor's fields, generated from the data files' schemas", () => {
  it("lists every data file at its path in the repository", () => {
    expect(collections.map((c) => [c.name, c.format, c.files.map((f) => f.file)])).toEqual([
      ["portfolio", "json", ["packages/content/data/portfolio.json"]],
      ["pictures", "json", ["packages/content/data/pictures.json"]],
      ["videos", "json", ["packages/content/data/videos.json"]],
      ["faqs", "json", ["packages/content/data/playbook-faq.json", "packages/content/data/grand-rapids-faq.json"]],
      [
        "legal",
        "json",
        [
          "packages/content/data/legal/privacy-policy.json",
          "packages/content/data/legal/terms-of-service.json",
          "packages/content/data/legal/accessibility.json",
        ],
      ],
      ["pages", "json", ["packages/content/data/pages.json"]],
    ]);
  });

  it("gives a project its fields in order, with the schema's labels, required fields and limits", () => {
    const projects = field(file("portfolio", "projects")?.fields, "projects");
    expect(projects).toMatchObject({
      widget: "list",
      label_singular: "project",
      summary: "{{fields.title}}",
      min: 1,
    });
    expect(projects?.fields?.map((f) => [f.name, f.label, f.widget, f.required ?? true])).toEqual([
      ["title", "Title", "string", true],
      ["description", "Description", "text", true],
      ["category", "Category", "select", true],
      ["link", "Project link", "string", false],
      ["videoLink", "Video link", "string", false],
      ["icon", "Icon", "select", false],
      ["image", "Picture (optional)", "object", false],
      ["tags", "Tags", "list", true],
    ]);
    expect(field(projects?.fields, "title")?.check).toBe("portfolio/projects/projects.*.title");
    expect(field(projects?.fields, "tags")).toMatchObject({
      min: 1,
      max: 6,
      collapsed: false,
      field: { name: "tag", widget: "string" },
    });
  });

  it("offers the category and icon choices by name", () => {
    const projects = field(file("portfolio", "projects")?.fields, "projects")?.fields;
    expect(field(projects, "category")?.options).toEqual([
      { label: "Website", value: "website" },
      { label: "Automation", value: "automation" },
    ]);
    expect(field(projects, "icon")?.options).toHaveLength(10);
    expect(field(projects, "icon")?.options).toContainEqual({ label: "Shopping cart", value: "cart" });
  });

  it("gives a picture an upload and its alt text, open together, with the file checked as the build checks it", () => {
    const founder = field(file("pictures", "pictures")?.fields, "founder");
    expect(founder).toMatchObject({ widget: "object", collapsed: false });
    expect(founder?.fields?.map((f) => [f.name, f.widget, f.required ?? true])).toEqual([
      ["file", "image", true],
      ["alt", "text", false],
      ["decorative", "boolean", false],
    ]);
    const picture = field(founder?.fields, "file");
    expect(picture).toMatchObject({
      choose_url: false,
      media_library: { config: { max_file_size: 20 * 1024 * 1024 } },
    });
    const schema = fieldSchemas().get(picture?.check ?? "");
    expect(schema && fieldProblem(schema, "/media/nowhere.jpg")).toBe(
      "Picture: “/media/nowhere.jpg” is not in the media folder. Upload it again, or choose another picture.",
    );
  });

  describe("a picture group", () => {
    // The group's own check runs once its file passes, as valibot's partial checks do.
    beforeAll(() => knownImages.set("/media/founder.jpg", inspectImage(pngHeader(2400, 1600))));
    afterAll(() => knownImages.delete("/media/founder.jpg"));

    it("requires a picture's alt text at the alt field unless Decorative is ticked, in the build's words", () => {
      const founder = field(file("pictures", "pictures")?.fields, "founder");
      const group = fieldSchemas().get(founder?.picture ?? "");
      if (!group) throw new Error("The founder's photo has no group check.");
      expect(pictureFieldProblem(group, { file: "/media/founder.jpg", alt: " " }, "alt")).toBe(
        "Alt text: is empty. Say what the picture shows, or tick Decorative if the words beside it already say it.",
      );
      expect(pictureFieldProblem(group, { file: "/media/founder.jpg", decorative: true }, "alt")).toBeUndefined();
      expect(pictureFieldProblem(group, { file: "/media/founder.jpg", alt: "Alex at a desk" }, "alt")).toBeUndefined();
      // Only the field asked about: the group's other problems are their own fields' to tell.
      expect(pictureFieldProblem(group, { file: "/media/founder.jpg", alt: "" }, "decorative")).toBeUndefined();
    });

    it("checks each slide of a list of pictures as a picture group", () => {
      const slides = field(file("pictures", "pictures")?.fields, "reportSlides");
      const group = fieldSchemas().get(slides?.picture ?? "");
      expect(group && pictureFieldProblem(group, { file: "/media/founder.jpg" }, "alt")).toMatch(/^Alt text: is empty/);
    });

    it("leaves a project's picture optional: no group, a group with no file, or an empty file is no picture", () => {
      const projects = field(file("portfolio", "projects")?.fields, "projects")?.fields;
      const image = field(projects, "image");
      expect(field(image?.fields, "file")?.required).toBe(false);
      const group = fieldSchemas().get(image?.picture ?? "");
      if (!group) throw new Error("A project's picture has no group check.");
      for (const picture of [undefined, {}, { file: "" }, { file: "", alt: "" }, { alt: "A screenshot" }])
        expect(v.safeParse(v.optional(group), picture).success, JSON.stringify(picture)).toBe(true);
      expect(pictureFieldProblem(group, { file: "/media/founder.jpg" }, "alt")).toMatch(/^Alt text: is empty/);
    });
  });

  it.each([
    ["11:24", true],
    ["0:07", true],
    ["59:59", true],
    ["1:05:30", true],
    ["1124", false],
    ["9:75", false],
    ["60:00", false],
    ["1:60:00", false],
    ["11:2", false],
  ])("takes %j as a video's duration: %j, as the build does", (value, good) => {
    const videos = field(file("videos", "videos")?.fields, "videos")?.fields;
    const duration = field(videos, "duration");
    const schema = fieldSchemas().get(duration?.check ?? "");
    expect(schema && fieldProblem(schema, value)).toBe(
      good
        ? undefined
        : "Duration: must be minutes and seconds, such as 11:24 (each 0 to 59; hours first, as in 1:05:30).",
    );
  });

  it("gives every text field a check the editor can find, and no other field one", () => {
    const fields = collections.flatMap((c) => c.files.flatMap((f) => everyField(f.fields)));
    const checked = fields.filter((f) => f.check !== undefined);
    expect(checked.map((f) => f.widget).sort()).toEqual(
      fields
        .filter((f) => ["string", "text", "markdown", "image"].includes(f.widget))
        .map((f) => f.widget)
        .sort(),
    );
    const schemas = fieldSchemas();
    expect(checked.filter((f) => !schemas.has(f.check ?? ""))).toEqual([]);
  });

  it("tells the editor which placeholders a FAQ answer may use", () => {
    const questions = field(file("faqs", "playbook")?.fields, "questions")?.fields;
    expect(field(questions, "answer")?.hint).toBe(
      "Paragraphs, bulleted or numbered lists, bold, italics and links. Braces the site fills in with its current words: {monthlyPrice} (now “$29”), {slidesPerDeck} (now “10”), {deliveryDay} (now “Tuesday”), {signUpCutoff} (now “Sunday midnight”).",
    );
  });

  it("edits a legal page as a title, a date and Markdown with only the toolbar the page can show", () => {
    const fields = file("legal", "privacy-policy")?.fields;
    expect(fields?.map((f) => f.name)).toEqual(["title", "lastUpdated", "body"]);
    expect(field(fields, "lastUpdated")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
    expect(field(fields, "body")).toMatchObject({
      widget: "markdown",
      buttons: ["bold", "italic", "link", "heading-two", "bulleted-list", "numbered-list"],
      editor_components: [],
    });
  });

  it("groups each page's title, and description and keywords where it has its own", () => {
    const fields = file("pages", "pages")?.fields;
    expect(field(fields, "home")?.fields?.map((f) => f.name)).toEqual(["title", "description", "keywords"]);
    expect(field(fields, "videos")?.fields?.map((f) => f.name)).toEqual(["title"]);
    expect(fields).toHaveLength(1 + 7 + 8 + 1);
  });

  it("labels every field from its schema, never by its key alone", () => {
    const fields = collections.flatMap((c) => c.files.flatMap((f) => everyField(f.fields)));
    expect(fields.filter((f) => f.label === f.name)).toEqual([]);
  });
});
