import {
  IMAGE_MAX_BYTES,
  MEDIA_PATH,
  fieldProblem,
  fieldSchemas,
  fieldShownAt,
  imageFileProblem,
  imageWidthWarning,
  inspectImage,
  knownImages,
  pictureFieldProblem,
} from "@grand-river/content/editor";
import media from "virtual:media";
import { decap } from "./decap";
import {
  draftUpload,
  learnPicture,
  nameInFolder,
  pictureRead,
  type DecapAsset,
  type DecapEntry,
} from "./picture-facts";

/**
 * The editor's (/edit) checks of a picture, with the build's own check and words
 * (packages/content's `imageFileProblem`), loaded after Decap's bundle and before `CMS.init`:
 *
 * - An upload is refused before Decap stores it (a commit, on GitHub) when the build would refuse
 *   the file: over 20 MB, wider than 8,000 pixels, an iPhone's HEIC, or no picture at all.
 * - Decap's `image` widget gets an `isValid` that runs the field's schema once the file's facts are
 *   read (./picture-facts.ts), as the text widgets do (./field-checks.ts), and a note under the
 *   field when the photo is too narrow to look sharp in its place, which never stops a save.
 * - A picture group's fields are checked with the fields beside them: its alt text is required
 *   unless Decorative is ticked, refused at the alt field.
 */

/** What this script uses of the Immutable map Decap keeps a field's configuration in. */
interface DecapField {
  get(key: string): unknown;
  set(key: string, value: unknown): DecapField;
}

const schemas = fieldSchemas();
const schemaOf = (field: DecapField, key = "check") => {
  const id = field.get(key);
  return typeof id === "string" ? schemas.get(id) : undefined;
};

const refusal = (message: string) => ({ error: { type: "CUSTOM", message } });

// --- Uploads -------------------------------------------------------------------------------------

/** What the build would say of `file` once uploaded, or nothing: read before anything is stored. */
async function uploadProblem(file: File): Promise<string | undefined> {
  const address = `${MEDIA_PATH}${file.name}`;
  // Too large to be worth reading: its size alone says so.
  if (file.size > IMAGE_MAX_BYTES) return imageFileProblem(address, { readable: false, bytes: file.size });
  return imageFileProblem(address, inspectImage(new Uint8Array(await file.arrayBuffer())));
}

/**
 * Decap uploads the file an owner picks in its media library as soon as the file input changes.
 * This listener hears the change first (capturing, on the document, above the root React listens
 * at), holds it while it reads the file, and either refuses the file in the build's words, with the
 * browser's alert as Decap refuses a file over its own size limit, or hands Decap the change again.
 */
function checkUploads(): void {
  const passed = new WeakSet<Event>();
  document.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || passed.has(event)) return;
      const file = input.files?.[0];
      if (!file) return;
      event.stopImmediatePropagation();
      void uploadProblem(file).then((problem) => {
        if (problem) {
          window.alert(problem);
          input.value = "";
          return;
        }
        const again = new Event("change", { bubbles: true });
        passed.add(again);
        input.dispatchEvent(again);
      });
    },
    { capture: true },
  );
}

// --- A picture group's fields, checked together ----------------------------------------------------

/** The group a field belongs to: its schema, and its value as the editor holds it now. */
type PictureGroup = () => { readonly schema: Schema; readonly value: unknown };
type Schema = NonNullable<ReturnType<typeof schemaOf>>;

/** What this script uses of Decap's object control, which its list control also draws each entry with. */
interface ObjectControlInstance {
  readonly props: { readonly field: DecapField; readonly value?: { toJS(): unknown } | null };
}
interface ObjectControlClass {
  prototype: { controlFor: (this: ObjectControlInstance, field: DecapField, key: number) => unknown };
}

/**
 * Decap draws each field of a group (or of a list entry) with `controlFor`, handing it only its own
 * field's configuration and value. For a picture group, the configuration of each field it hands
 * down also carries the group (`pictureGroup`), read when the field is checked, so it is the group
 * as it is then, whichever of its fields changed last.
 */
function checkPictureGroups(): void {
  const control = decap.CMS.getWidget("object")?.control as ObjectControlClass | undefined;
  const draw = control?.prototype.controlFor;
  if (!control || typeof draw !== "function")
    throw new Error("Decap's object widget has no controlFor to check pictures with: was its bundle updated?");
  const decorated = new WeakMap<ObjectControlInstance, WeakMap<DecapField, DecapField>>();
  control.prototype.controlFor = function (this: ObjectControlInstance, field, key) {
    const schema = schemaOf(this.props.field, "picture");
    if (!schema) return draw.call(this, field, key);
    let fields = decorated.get(this);
    if (!fields) decorated.set(this, (fields = new WeakMap()));
    let withGroup = fields.get(field);
    if (!withGroup) {
      const group: PictureGroup = () => ({ schema, value: this.props.value?.toJS() });
      withGroup = field.set("pictureGroup", group);
      // Alt text is required unless Decorative is ticked, which the group's check says at the alt
      // field. Marked optional (`required: false`), Decap would label it "(optional)", telling the
      // owner otherwise; required, its own check would refuse a decorative picture. Neither, it does
      // neither: Decap reads `required` as "=== false" for the label and as truthy for its check.
      if (field.get("name") === "alt") withGroup = withGroup.set("required", null);
      fields.set(field, withGroup);
    }
    return draw.call(this, withGroup, key);
  };
}

/** What the build says of a picture group's field `field` given the fields beside it (alt text without Decorative), or nothing. */
export function pictureGroupProblem(field: DecapField): string | undefined {
  const group = field.get("pictureGroup");
  if (typeof group !== "function") return undefined;
  const { schema, value } = (group as PictureGroup)();
  const name = field.get("name");
  return typeof name === "string" ? pictureFieldProblem(schema, value, name) : undefined;
}

// --- The picture field ------------------------------------------------------------------------------

interface ImageControlProps {
  readonly field: DecapField;
  readonly value: unknown;
  readonly forID: string;
  readonly getAsset: (path: string, field: DecapField) => DecapAsset;
  /** The entry being edited, with the files uploaded for it. */
  readonly getEntry: () => DecapEntry | undefined;
  /** Decap's check of this field, which shows its errors under it. */
  readonly validate: () => void;
}

interface ImageControl {
  props: ImageControlProps;
  thumbnail: ImageControlProps["getAsset"] | undefined;
  retry: ReturnType<typeof setTimeout> | undefined;
  unmounted: boolean;
  learn(): void;
  forceUpdate(): void;
}

const fileOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

// The size of Decap's own hints, in a grey dark enough to read at that size (as ./field-checks.ts).
const noteStyle = { margin: 0, padding: "6px 0 0", fontSize: "12px", color: "#4a5160" };

function checkPictureFields(): void {
  const widget = decap.CMS.getWidget("image");
  if (!widget) throw new Error('Decap has no "image" widget to check: was its bundle updated?');
  const Control = widget.control;
  widget.control = decap.createClass({
    displayName: "Checked(image)",
    componentDidMount(this: ImageControl) {
      this.learn();
    },
    componentDidUpdate(this: ImageControl) {
      this.learn();
    },
    componentWillUnmount(this: ImageControl) {
      this.unmounted = true;
      clearTimeout(this.retry);
    },
    // Decap's own control updates itself when the media library inserts a file, which the widget
    // around it would not notice: its own check of the value alone would keep it from drawing.
    shouldComponentUpdate() {
      return true;
    },
    /** Reads the facts of the file the field names, then checks the field again with them. */
    learn(this: ImageControl) {
      const file = fileOf(this.props.value);
      if (!file) return;
      const { getAsset, getEntry, field } = this.props;
      const sources = {
        upload: draftUpload(getEntry(), file)?.file,
        backend: () => getAsset(nameInFolder(file), field),
      };
      void learnPicture(file, sources).then((learnt) => {
        if (this.unmounted) return;
        // Decap is still loading the file from its backend: look again shortly.
        if (learnt === "loading") {
          clearTimeout(this.retry);
          this.retry = setTimeout(() => this.learn(), 250);
          return;
        }
        // Newly read facts change the note and the check; drawn again, the field asks once more and hears "known".
        if (learnt !== "read" || fileOf(this.props.value) !== file) return;
        this.forceUpdate();
        this.props.validate();
      });
    },
    isValid(this: ImageControl) {
      const file = fileOf(this.props.value);
      if (!file) return true;
      if (!pictureRead(file))
        return refusal(`Picture: “${file}” is still being read. Press Publish again in a moment.`);
      const schema = schemaOf(this.props.field);
      const problem = (schema && fieldProblem(schema, file)) ?? pictureGroupProblem(this.props.field);
      return problem ? refusal(problem) : true;
    },
    render(this: ImageControl) {
      const file = fileOf(this.props.value);
      const schema = schemaOf(this.props.field);
      const shownAt = schema && fieldShownAt(schema);
      const warning = file && shownAt ? imageWidthWarning(file, knownImages.get(file), shownAt) : undefined;
      // Decap draws the field's thumbnail from the address itself, which the site serves only as the
      // files the build made of it: the build's smallest, an upload not yet published, or Decap's
      // copy from its backend. One function for the control's life, which Decap compares to redraw.
      this.thumbnail ??= (path, field) => {
        const url =
          draftUpload(this.props.getEntry(), path)?.url ??
          media[path]?.src ??
          this.props.getAsset(nameInFolder(path), field).url;
        return { url, path, toString: () => url };
      };
      const props = { ...this.props, getAsset: this.thumbnail };
      if (!warning) return decap.h(Control, props);
      return decap.h("div", {}, [
        decap.h(Control, { ...props, key: "control" }),
        decap.h("p", { key: "warning", id: `${this.props.forID}-warning`, style: noteStyle }, warning),
      ]);
    },
  });
}

/** Checks uploads, picture fields and picture groups; before `CMS.init`, and before ./nested-checks.ts wraps Decap's object control. */
export function checkPictures(): void {
  checkUploads();
  checkPictureGroups();
  checkPictureFields();
}
