import type * as v from "valibot";
import { fieldCheckId, folderEntryFile } from "./field-checks";
import { describeField } from "./fields";
import { IMAGE_MAX_BYTES } from "./image-files";
import { dataFileGroups, dataFolders } from "./files";

/**
 * The editor's field configuration (Decap CMS's `collections`), generated from the same valibot
 * schemas the build validates with: labels, hints, required fields, choices, list sizes and text
 * limits are never written a second time. Decap's field options are documented at
 * https://decapcms.org/docs/widgets/.
 */

/** One Decap field: its widget and the options this site uses. */
export interface EditorField {
  readonly name: string;
  readonly label: string;
  readonly widget: string;
  readonly required?: false;
  readonly hint?: string;
  readonly options?: readonly { label: string; value: string }[];
  readonly fields?: readonly EditorField[];
  readonly field?: EditorField;
  readonly summary?: string;
  readonly label_singular?: string;
  readonly min?: number;
  readonly max?: number;
  readonly collapsed?: boolean;
  /** The field's schema, by its `fieldCheckId`: /edit checks what is typed against it (./field-checks.ts). */
  readonly check?: string;
  /**
   * A picture group's schema (or, on a list of pictures, each entry's), by its `fieldCheckId`: /edit
   * checks each of its fields with the others beside it, so alt text is required unless Decorative is ticked.
   */
  readonly picture?: string;
  readonly [option: string]: unknown;
}

/** A Decap file collection: the files of one group. */
export interface EditorCollection {
  readonly name: string;
  readonly label: string;
  readonly description: string;
  readonly format: "json";
  readonly files: readonly { name: string; label: string; file: string; fields: readonly EditorField[] }[];
}

/**
 * A Decap folder collection (https://decapcms.org/docs/collection-folder/): one JSON file per entry,
 * which the owner creates and deletes, named from its title when created.
 */
export interface EditorFolderCollection {
  readonly name: string;
  readonly label: string;
  readonly label_singular: string;
  readonly description: string;
  readonly format: "json";
  readonly extension: "json";
  readonly folder: string;
  readonly create: true;
  readonly delete: true;
  readonly slug: string;
  readonly identifier_field: string;
  readonly summary: string;
  readonly sortable_fields: readonly string[];
  readonly fields: readonly EditorField[];
}

interface Introspected {
  readonly type: string;
  readonly entries?: Readonly<Record<string, v.GenericSchema>>;
  readonly item?: v.GenericSchema;
  readonly options?: readonly string[];
  readonly pipe?: readonly { type: string; requirement?: unknown; message?: unknown }[];
}

const requirement = (schema: Introspected, type: "min_length" | "max_length") => {
  const found = schema.pipe?.find((action) => action.type === type)?.requirement;
  return typeof found === "number" ? found : undefined;
};

/** Widget options for a string field, by the editor hint its schema carries. */
function stringWidget(widget: string): Record<string, unknown> {
  if (widget === "markdown") return { editor_components: [], modes: ["rich_text", "raw"] };
  if (widget === "datetime")
    return { format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true };
  return {};
}

/** The Decap field for one schema entry, at `keys` in its file (`id` makes a field's check id from them). */
function editorField(
  name: string,
  schema: v.GenericSchema,
  keys: readonly string[],
  id: (keys: readonly string[]) => string,
): EditorField {
  const { label, hint, editor, optional, inner } = describeField(schema);
  const shape = inner as unknown as Introspected;
  const common = {
    name,
    label: label ?? name,
    ...(optional ? { required: false as const } : {}),
    ...(hint ? { hint } : {}),
  };
  const subfields = (entries: Readonly<Record<string, v.GenericSchema>>) =>
    Object.entries(entries).map(([key, entry]) => editorField(key, entry, [...keys, key], id));

  switch (shape.type) {
    case "picklist":
      return {
        ...common,
        widget: "select",
        options: (shape.options ?? [])
          .filter((value) => value !== "")
          .map((value) => ({ label: editor.choiceLabels?.[value] ?? value, value })),
      };
    case "array": {
      const item = shape.item as v.GenericSchema;
      const itemShape = describeField(item).inner as unknown as Introspected;
      const min = requirement(shape, "min_length");
      const max = requirement(shape, "max_length");
      return {
        ...common,
        widget: "list",
        ...(editor.itemLabel ? { label_singular: editor.itemLabel } : {}),
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
        ...(itemShape.type === "object"
          ? {
              collapsed: true,
              ...(describeField(item).editor.shownAt === undefined ? {} : { picture: id([...keys, "*"]) }),
              ...(editor.itemTitleField ? { summary: `{{fields.${editor.itemTitleField}}}` } : {}),
              fields: Object.entries(itemShape.entries ?? {}).map(([key, entry]) =>
                editorField(key, entry, [...keys, "*", key], id),
              ),
            }
          : // Open, so a list of keywords or tags shows its words rather than its label once per entry.
            { collapsed: false, field: editorField(editor.itemLabel ?? "item", item, [...keys, "*"], id) }),
      };
    }
    case "object":
      // A picture shows its file and alt text at once: they belong together.
      return {
        ...common,
        widget: "object",
        collapsed: editor.shownAt === undefined,
        ...(editor.shownAt === undefined ? {} : { picture: id(keys) }),
        fields: subfields(shape.entries ?? {}),
      };
    default: {
      const widget = editor.widget ?? "string";
      return {
        ...common,
        widget,
        ...stringWidget(widget),
        // The schema itself, run by /edit as the field is typed: every check the build makes of it.
        ...(widget === "datetime" || widget === "boolean" ? {} : { check: id(keys) }),
        // Pictures are uploaded, never linked from elsewhere: the build reads and re-encodes the file.
        // Decap's own media library refuses a file over the build's limit before it uploads it
        // (https://decapcms.org/docs/widgets/file/, "File Size Limit"); /edit's own check, with the
        // build's words, runs before it (apps/site/app/editor/picture-checks.ts).
        ...(widget === "image"
          ? { choose_url: false, media_library: { config: { max_file_size: IMAGE_MAX_BYTES } } }
          : {}),
        ...(editor.markdownButtons ? { buttons: editor.markdownButtons } : {}),
      };
    }
  }
}

/**
 * Decap's `collections` of the folders of entries (the posts), at `dataDir` (the folder of data
 * files relative to the repository's root, as the editor's backend reads paths), after the files'.
 */
function editorFolderCollections(dataDir: string): EditorFolderCollection[] {
  return dataFolders.map((folder): EditorFolderCollection => ({
    name: folder.name,
    label: folder.label,
    label_singular: folder.entryLabel,
    description: folder.description,
    format: "json",
    extension: "json",
    folder: `${dataDir}/${folder.folder}`,
    create: true,
    delete: true,
    // The file's name, made from the title when the entry is created: its address.
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}} ({{date}})",
    sortable_fields: ["date", "title"],
    fields: Object.entries((folder.schema as unknown as Introspected).entries ?? {}).map(([key, entry]) =>
      editorField(key, entry, [key], (keys) => fieldCheckId(folder.name, folderEntryFile, keys)),
    ),
  }));
}

/**
 * Decap's `collections` of the data files: one per group, one entry per file, at `dataDir` (the
 * folder of data files relative to the repository's root, as the editor's backend reads paths).
 */
export function editorCollections(dataDir: string): EditorCollection[] {
  return dataFileGroups.map((group) => ({
    name: group.name,
    label: group.label,
    description: group.description,
    format: "json",
    files: group.files.map((file) => ({
      name: file.name,
      label: file.label,
      file: `${dataDir}/${file.path}`,
      fields: Object.entries((file.schema as unknown as Introspected).entries ?? {}).map(([key, entry]) =>
        editorField(key, entry, [key], (keys) => fieldCheckId(group.name, file.name, keys)),
      ),
    })),
  }));
}

/** One collection of the editor's sidebar. */
export type SidebarCollection = EditorCollection | EditorFolderCollection;

/** Every collection of the editor's sidebar: the files' groups, then the folders of entries. */
export const sidebarCollections = (dataDir: string): SidebarCollection[] => [
  ...editorCollections(dataDir),
  ...editorFolderCollections(dataDir),
];
