import {
  fieldLengthGuide,
  fieldProblem,
  fieldSchemas,
  lengthGuideWords,
  markdownNote,
} from "@grand-river/content/editor";
import { decap } from "./decap";
import { pictureGroupProblem } from "./picture-checks";

/**
 * The editor's (/edit) checks of what an owner types, loaded after Decap's bundle and before
 * `CMS.init`: Decap's text, long-text and Markdown widgets each get an `isValid` that runs the field's
 * own schema, the one the build validates the file with (the field names it by its `check` id). So
 * a brace the field cannot fill, a question of spaces or bold text in a legal page is refused at the
 * field, with the build's words, before it is saved. A title or description that search results
 * and the social card show also tells its length under it as it is typed, and a Markdown field
 * what formatting its page shows without (the build's warning), which never stops a save. Decap's widgets are its
 * React components; this wraps them with Decap's own `createClass` and `h`, inside Decap's React.
 */

/** What this script uses of the Immutable map Decap keeps a field's configuration in. */
interface DecapField {
  get(key: string): unknown;
  set(key: string, value: unknown): DecapField;
}

interface ControlProps {
  readonly field: DecapField;
  readonly value: unknown;
  readonly forID: string;
}

const schemas = fieldSchemas();

const schemaOf = (field: DecapField) => {
  const check = field.get("check");
  return typeof check === "string" ? schemas.get(check) : undefined;
};

// The size of Decap's own hints (its ControlHint), in a grey dark enough to read at that size.
const guideStyle = { margin: 0, padding: "6px 0 0", fontSize: "12px", color: "#4a5160" };

for (const name of ["string", "text", "markdown"]) {
  // Decap keeps each widget in one registry entry: replacing its control keeps its preview, styles and options.
  const widget = decap.CMS.getWidget(name);
  if (!widget) throw new Error(`Decap has no "${name}" widget to check: was its bundle updated?`);
  const Control = widget.control;
  widget.control = decap.createClass({
    displayName: `Checked(${name})`,
    // Decap calls it before saving; an error keeps the entry unsaved and shows the message under the field.
    isValid(this: { props: ControlProps }) {
      const schema = schemaOf(this.props.field);
      // A picture's alt text is checked with the picture beside it, too (./picture-checks.ts).
      const problem = (schema && fieldProblem(schema, this.props.value)) ?? pictureGroupProblem(this.props.field);
      return problem ? { error: { type: "CUSTOM", message: problem } } : true;
    },
    render(this: { props: ControlProps }) {
      const schema = schemaOf(this.props.field);
      const guide = schema && fieldLengthGuide(schema);
      const note = schema && markdownNote(schema, this.props.value);
      // A Markdown field is always wrapped, so a note appearing as she types keeps its editor (and caret) mounted.
      if (!guide && name !== "markdown") return decap.h(Control, this.props);
      const text = typeof this.props.value === "string" ? this.props.value : "";
      const below = (key: string, words: string) =>
        decap.h("p", { key, id: `${this.props.forID}-${key}`, style: guideStyle }, words);
      return decap.h("div", {}, [
        decap.h(Control, { ...this.props, key: "control" }),
        ...(guide ? [below("length", lengthGuideWords(text, guide))] : []),
        ...(note ? [below("formatting", note)] : []),
      ]);
    },
  });
}
