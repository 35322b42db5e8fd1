import { readFile } from "node:fs/promises";
import path from "node:path";
import * as v from "valibot";
import { clearedFields, type FieldPath } from "./cleared-fields";
import { editorCollections, type EditorField } from "./editor-fields";
import { fieldSchemas, pictureFieldProblem } from "./field-checks";
import { dataFileGroups } from "./files";
import { checkContent, contentDataDir } from "./validate";

describe("the fields an owner cleared", () => {
  it.each<[string, unknown, FieldPath[]]>([
    ["a choice cleared with its ×", { title: "A", icon: null }, [["icon"]]],
    ["a text or link emptied", { title: "A", link: "" }, [["link"]]],
    ["a picture group with every field emptied, as one", { image: { file: "", alt: "" } }, [["image"]]],
    ["a picture's file alone", { image: { file: "", alt: "A desk" } }, [["image", "file"]]],
    ["inside every entry of a list", { projects: [{ icon: "globe" }, { icon: null }] }, [["projects", 1, "icon"]]],
    [
      "never a list's entry itself, nor a ticked-off box or an empty list",
      { tags: ["", "B"], off: false, none: [] },
      [],
    ],
    ["nothing in a file with nothing cleared", { title: "A", image: { file: "/media/a.jpg" } }, []],
  ])("are found: %s", (_, fields, found) => {
    expect(clearedFields(fields)).toEqual(found);
  });
});

// --- Every field of every collection: set, clear, save, build ----------------------------------

/** What Decap's widget writes when the owner clears it (its select's ×, an emptied box, the picture's Remove). */
const clearedBy: Readonly<Record<string, unknown>> = {
  select: null,
  string: "",
  text: "",
  markdown: "",
  datetime: "",
  image: "",
  boolean: false,
};

/** A value each widget accepts, for a field the committed file leaves empty. */
const sampleFor = (field: EditorField): unknown =>
  ({
    select: field.options?.[0]?.value,
    string: "https://example.com/page",
    text: "A desk by a window.",
    image: "/media/founder.jpg",
    boolean: true,
  })[field.widget];

interface Place {
  readonly file: string;
  readonly schema: v.GenericSchema;
  readonly field: EditorField;
  readonly path: FieldPath;
  /** The picture group around the field, if any: its check id and its path. */
  readonly picture?: { readonly id: string; readonly path: FieldPath };
}

const getAt = (fields: unknown, at: FieldPath): unknown =>
  at.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], fields);

function setAt<Fields>(fields: Fields, at: FieldPath, value: unknown): Fields {
  const copy = structuredClone(fields);
  const parents = at.slice(0, -1).reduce<Record<string | number, unknown>>(
    (parent, key) => {
      parent[key] ??= {};
      return parent[key] as Record<string | number, unknown>;
    },
    copy as Record<string | number, unknown>,
  );
  parents[at.at(-1) ?? ""] = value;
  return copy;
}

/** The fields as a save at /edit writes them: every cleared place dropped (the editor's preSave does the same with Decap's maps). */
function saved<Fields>(fields: Fields): Fields {
  const key = (at: FieldPath) => at.join("\u0000");
  const dropped = new Set(clearedFields(fields).map(key));
  const rebuild = (value: unknown, at: FieldPath): unknown => {
    if (Array.isArray(value)) return value.map((entry: unknown, index) => rebuild(entry, [...at, index]));
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => !dropped.has(key([...at, name])))
        .map(([name, entry]) => [name, rebuild(entry, [...at, name])]),
    );
  };
  return rebuild(fields, []) as Fields;
}

/** Every field the owner can clear, in each file, in the first entry of each list. */
function places(): Place[] {
  const found: Place[] = [];
  const walk = (base: Omit<Place, "field" | "path">, fields: readonly EditorField[], at: FieldPath) => {
    for (const field of fields) {
      const here = [...at, field.name];
      if (field.widget === "list") {
        const entry = field.fields ? undefined : field.field;
        const picture = field.picture ? { id: field.picture, path: [...here, 0] } : base.picture;
        if (field.fields) walk({ ...base, picture }, field.fields, [...here, 0]);
        else if (entry) found.push({ ...base, field: entry, path: [...here, 0] });
      } else if (field.widget === "object") {
        const picture = field.picture ? { id: field.picture, path: here } : base.picture;
        walk({ ...base, picture }, field.fields ?? [], here);
      } else found.push({ ...base, field, path: here });
    }
  };
  const files = dataFileGroups.flatMap((group) => group.files);
  for (const collection of editorCollections("data"))
    for (const file of collection.files) {
      const schema = files.find((candidate) => `data/${candidate.path}` === file.file)?.schema;
      if (schema) walk({ file: file.file.replace(/^data\//, ""), schema }, file.fields, []);
    }
  return found;
}

const pictureSchemas = fieldSchemas();

/** Whether /edit refuses to save the field as it holds `fields`: Decap's required check, and a picture's alt text checked with its group. */
function editorRefuses(place: Place, fields: unknown): boolean {
  const value = getAt(fields, place.path);
  const empty = value === null || value === "" || value === undefined;
  if (place.field.required !== false && place.field.widget !== "boolean" && empty) return true;
  const { picture } = place;
  const schema = picture && pictureSchemas.get(picture.id);
  return !!picture && !!schema && !!pictureFieldProblem(schema, getAt(fields, picture.path), place.field.name);
}

describe("every field of every file, set and then cleared at /edit", () => {
  beforeAll(async () => {
    // The build's facts of the media folder, which a picture's check reads.
    await checkContent();
  });

  const every = places();

  it("walks each file's fields, optional and required", () => {
    expect(new Set(every.map((place) => place.file)).size).toBe(dataFileGroups.flatMap((group) => group.files).length);
    expect(every.map((place) => `${place.file} ${place.path.join(".")}`)).toEqual(
      expect.arrayContaining(["portfolio.json projects.0.icon", "portfolio.json projects.0.image.file"]),
    );
  });

  it.each(every.map((place) => [`${place.file} › ${place.path.join(" › ")}`, place] as const))(
    "%s: the editor and the build agree, and an accepted clear saves the field as absent",
    async (_, place) => {
      const committed = JSON.parse(await readFile(path.join(contentDataDir, place.file), "utf8")) as unknown;
      // A picture the file leaves out is chosen whole first: its file and its alt text.
      const group = place.picture && getAt(committed, place.picture.path);
      const withPicture =
        place.picture && group === undefined
          ? setAt(committed, place.picture.path, { file: "/media/founder.jpg", alt: "A desk by a window." })
          : committed;
      const set = setAt(withPicture, place.path, getAt(withPicture, place.path) ?? sampleFor(place.field));
      expect(v.safeParse(place.schema, saved(set)).issues).toBeUndefined();

      const cleared = setAt(set, place.path, clearedBy[place.field.widget]);
      const file = saved(cleared);
      const refused = editorRefuses(place, cleared);
      // What the file then holds at the field: nothing, or a switch turned off; a refused clear is never saved.
      const left = place.field.widget === "boolean" ? false : undefined;
      expect({ built: v.safeParse(place.schema, file).success, left: refused || getAt(file, place.path) }).toEqual({
        built: !refused,
        left: refused || left,
      });
      expect(JSON.stringify(file)).not.toContain("null");
    },
  );
});
