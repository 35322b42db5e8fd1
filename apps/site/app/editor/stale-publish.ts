import { changedFields } from "@grand-river/content/editor";
import { decap } from "./decap";

/**
 * Two people editing the same file never overwrite each other. Decap writes a whole file on each
 * Publish, built on whatever the repository holds then: on GitHub it commits onto the branch's
 * newest commit, and the local proxy writes the file, so a second tab's Publish silently undid the
 * first's. Here each backend Decap may use (`github`, and `proxy`, its local one) is wrapped as Decap
 * creates it: opening a file keeps its text as read, and a Publish first reads the file again through
 * the same backend and is refused, naming what changed, when it is no longer what was opened.
 */

/** The part of a Decap backend implementation this uses (decap-cms-backend-github, -proxy). */
interface Implementation {
  getEntry(path: string): Promise<{ data: string }>;
  persistEntry(entry: { dataFiles: readonly { path: string; raw: string }[] }, options: unknown): Promise<unknown>;
}

/** A refused Publish, shown in Decap's notice as its words alone ("Not published. <words>"). */
class ChangedSinceOpened extends Error {
  override toString() {
    return this.message;
  }
}

const shown = 6;

const unreadWords =
  "The editor could not read this file from the repository to check that nobody else published it since you opened it. Your changes are not saved yet: press Publish again in a moment.";

/** What the owner reads when someone else published the file she is editing. */
function changedSinceOpenedWords(changes: readonly string[]): string {
  const named = changes.slice(0, shown).join("; ");
  const more = changes.length > shown ? `; and ${changes.length - shown} more` : "";
  return (
    `Someone else published this file after you opened it, so publishing now would undo their changes. ` +
    `They changed: ${named}${more}. Your changes are not saved yet: copy them somewhere, reload the page to see ` +
    `theirs, and make yours again.`
  );
}

/** `implementation` with its reads remembered and each Publish checked against them first. */
export function refusingStalePublishes<Backend extends Implementation>(implementation: Backend): Backend {
  const opened = new Map<string, string>();
  const read = implementation.getEntry.bind(implementation);
  const write = implementation.persistEntry.bind(implementation);
  implementation.getEntry = async (path) => {
    const entry = await read(path);
    opened.set(path, entry.data);
    return entry;
  };
  implementation.persistEntry = async (entry, options) => {
    for (const { path } of entry.dataFiles) {
      const before = opened.get(path);
      // A file this tab never opened (a new one) has nothing to be overwritten by it.
      if (before === undefined) continue;
      const now = (await read(path)).data;
      // Decap's GitHub backend reads a file it could not fetch as empty: that is no one else's change.
      if (now === "" && before !== "") throw new ChangedSinceOpened(unreadWords);
      if (now !== before) throw new ChangedSinceOpened(changedSinceOpenedWords(changedFields(path, before, now)));
    }
    const written = await write(entry, options);
    for (const { path, raw } of entry.dataFiles) opened.set(path, raw);
    return written;
  };
  return implementation;
}

/** Wraps Decap's GitHub and local backends as it creates them, and words its refusal of a save; before `CMS.init`. */
export function refuseStalePublishes(): void {
  for (const name of ["github", "proxy"]) {
    const backend = decap.CMS.getBackend(name);
    if (!backend) throw new Error(`Decap has no "${name}" backend to guard: was its bundle updated?`);
    const create = backend.init;
    backend.init = (...args) => refusingStalePublishes(create(...args) as Implementation);
  }
  // Decap's notice says "Failed to persist entry: <error>"; a refusal is not a failure, and says why itself.
  const english = structuredClone(decap.CMS.getLocale("en")) as { ui?: { toast?: Record<string, string> } };
  if (!english.ui?.toast?.onFailToPersist) throw new Error("Decap's English phrases have no failed save's words.");
  english.ui.toast.onFailToPersist = "Not published. %{details}";
  decap.CMS.registerLocale("en", english);
}
