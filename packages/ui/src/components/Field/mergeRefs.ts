import { useMemo, type Ref, type RefCallback } from "react";

/**
 * One stable ref callback that feeds both refs, so a field can watch its element and still forward the
 * caller's ref. Stable matters: form libraries (modular-forms) record the element on every ref call.
 */
export function useMergedRef<T>(callerRef: Ref<T> | undefined, ownRef: Ref<T>): RefCallback<T> {
  return useMemo(() => mergeRefs(callerRef, ownRef), [callerRef, ownRef]);
}

function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (element) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === "function") return ref(element);
      if (ref) ref.current = element;
      return undefined;
    });
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index];
        if (typeof cleanup === "function") cleanup();
        else if (typeof ref === "function") ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}
