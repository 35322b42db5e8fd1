import { getValues, setValue, type FieldValues, type FormStore } from "@modular-forms/react";
import { batch, effect } from "@preact/signals-react";
import { useCallback, useEffect, useRef } from "react";
import { draftKey, pickDraft, readDraft, removeDraft, writeDraft, type DraftFields } from "./draftStorage.js";

/** How `useFormDraft` keeps a form's draft. */
export interface FormDraftOptions<TValues extends FieldValues> {
  /** Names the form's draft; one per form, such as "contact". */
  key: string;
  /** The fields worth keeping, each with the schema its saved value must pass to come back; none, no draft. */
  fields: DraftFields<TValues>;
  /** Quiet time after the last change before the draft is written, in milliseconds. */
  delayMs?: number;
}

/** A form's draft handle. */
export interface FormDraft {
  /** The draft's name (`key`): give the handle to the form's `FormElement`, which marks the form with it. */
  name: string;
  /** Forgets the draft, and any write still waiting: call it once the form was sent. */
  clear: () => void;
}

/** Writes wait for this much quiet, so a burst of typing costs one storage write. */
export const DRAFT_WRITE_DELAY_MS = 400;

/**
 * Keeps what the visitor typed into a form in sessionStorage, so a reload or an accidental
 * navigation within the tab does not lose it, and puts it back when the form mounts again.
 *
 * Only fields the visitor changed are kept, and only the ones `fields` lists (never a password). A
 * field the visitor already changed on this page keeps what they typed rather than the draft.
 * Storage is read in an effect, never while rendering, so prerendered HTML and the first client
 * render match and hydration is clean; the draft appears a moment after. Blocked, full or corrupt
 * storage costs the draft, never the form.
 */
export function useFormDraft<TValues extends FieldValues>(
  form: FormStore<TValues>,
  { key, fields, delayMs = DRAFT_WRITE_DELAY_MS }: FormDraftOptions<TValues>,
): FormDraft {
  const storageKey = draftKey(key);
  // The fields list is a literal in each form; reading it through a ref keeps it out of the deps.
  const fieldsRef = useRef(fields);
  useEffect(() => {
    fieldsRef.current = fields;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<(() => void) | null>(null);
  const keepsAny = Object.keys(fields).length > 0;

  useEffect(() => {
    if (!keepsAny) return;
    const saved = readDraft(storageKey, fieldsRef.current);
    if (saved) {
      // What the visitor typed on this page (before its code ran, say) is newer than any draft.
      const typedHere = getValues(form, { shouldActive: false, shouldDirty: true }) as Record<string, unknown>;
      batch(() => {
        for (const [name, value] of Object.entries(saved)) {
          if (name in typedHere) continue;
          // Marked dirty (they differ from the start values), so the draft keeps them; not validated,
          // so a half-typed field does not greet the visitor with an error.
          setValue(form, name as never, value as never, {
            shouldTouched: false,
            shouldValidate: false,
            shouldFocus: false,
          });
        }
      });
    }

    const flush = () => {
      clearTimeout(timer.current);
      const write = pending.current;
      pending.current = null;
      write?.();
    };
    // Runs now and again whenever a field's value or dirtiness changes: modular-forms' store is signals.
    const stop = effect(() => {
      const changed = getValues(form, { shouldActive: false, shouldDirty: true });
      const draft = pickDraft<TValues>(changed, fieldsRef.current);
      pending.current = () => (Object.keys(draft).length > 0 ? writeDraft(storageKey, draft) : removeDraft(storageKey));
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    });
    // A reload or tab close inside the quiet time still keeps the last keystrokes.
    window.addEventListener("pagehide", flush);
    return () => {
      stop();
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [form, storageKey, delayMs, keepsAny]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    removeDraft(storageKey);
  }, [storageKey]);

  return { name: key, clear };
}
