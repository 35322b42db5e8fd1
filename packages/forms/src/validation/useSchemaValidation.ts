import { valiForm, type FieldValues, type ValidateForm } from "@modular-forms/react";
import { useCallback, useEffect, useRef } from "react";
import type * as v from "valibot";

/**
 * modular-forms' `validate` for a schema built from the form's messages. modular-forms keeps the
 * `validate` it is first given; this one checks with the latest schema, so messages that change
 * while the form is open (another language) show from the next check on.
 */
export function useSchemaValidation<TValues extends FieldValues>(schema: v.GenericSchema): ValidateForm<TValues> {
  const latest = useRef(schema);
  useEffect(() => {
    latest.current = schema;
  }, [schema]);
  return useCallback((values) => valiForm<TValues>(latest.current)(values), []);
}
