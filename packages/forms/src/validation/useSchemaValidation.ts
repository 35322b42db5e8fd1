import { valiForm, type FieldValues, type ValidateForm } from "@modular-forms/react";
import { useCallback, useEffect, useRef } from "react";
import type * as v from "valibot";

/**
 * modular-forms' `validate` for a schema built from the form's messages (`contactSchema`…).
 * modular-forms keeps the `validate` it is first given; this one builds the schema from the
 * latest messages at each check, so messages that change while the form is open (another
 * language) show from the next check on. A schema is a few dozen small objects: cheap to build.
 */
export function useSchemaValidation<TValues extends FieldValues, TMessages>(
  schemaOf: (messages: TMessages) => v.GenericSchema,
  messages: TMessages,
): ValidateForm<TValues> {
  const latest = useRef(messages);
  useEffect(() => {
    latest.current = messages;
  }, [messages]);
  return useCallback((values) => valiForm<TValues>(schemaOf(latest.current))(values), [schemaOf]);
}
