import { useCallback, useMemo, useRef } from "react";
import { newSubmissionId, readSubmissionId, submissionKey, writeSubmissionId } from "./submissionId.js";

/** A form's submission id: what its next send carries as `?submission=`. */
export interface SubmissionId {
  /** The id to send with: the same for every retry of this draft, across reloads in this tab. */
  current: () => string;
  /** Call once a send succeeded: the next draft is a new submission and gets a new id. */
  sent: () => void;
}

/**
 * One draft, one submission id. A retry after an error or a timeout (which may have arrived after
 * all) carries the same id, so the receiver can drop the repeat; a success ends it. The id is kept
 * in the tab's sessionStorage beside the draft, so a visitor who reloads and sends again is still
 * the same submission. It rides on the address, never in the body, which stays the spec's.
 */
export function useSubmissionId(form: string): SubmissionId {
  const key = submissionKey(form);
  const id = useRef<string | undefined>(undefined);

  const current = useCallback(() => {
    id.current ??= readSubmissionId(key) ?? newSubmissionId();
    writeSubmissionId(key, id.current);
    return id.current;
  }, [key]);

  const sent = useCallback(() => {
    id.current = undefined;
    writeSubmissionId(key, undefined);
  }, [key]);

  return useMemo(() => ({ current, sent }), [current, sent]);
}
