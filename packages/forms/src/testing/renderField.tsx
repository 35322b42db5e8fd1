import { reset, useForm, valiForm, type FieldValues, type FormStore, type PartialValues } from "@modular-forms/react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import type * as v from "valibot";
import "./patience.js";
import { vi } from "vitest";
import { useFormSubmit } from "../form/useFormSubmit.js";

/**
 * Renders one bound field in a bare form with "Save" and "Reset" buttons. `saved` receives the
 * values of each valid save, so a test sees exactly what the field hands the form.
 */
export function renderField<TValues extends FieldValues>(
  schema: v.GenericSchema,
  initialValues: PartialValues<TValues>,
  field: (form: FormStore<TValues>) => ReactNode,
) {
  const saved = vi.fn<(values: TValues) => void>();

  function Harness() {
    const [form] = useForm<TValues>({ validate: valiForm(schema), initialValues });
    const { onSubmit } = useFormSubmit(form, { onValid: async (values) => saved(values) });
    return (
      <form noValidate onSubmit={onSubmit}>
        {field(form)}
        <button type="submit">Save</button>
        <button type="button" onClick={() => reset(form)}>
          Reset
        </button>
      </form>
    );
  }

  // No pause between keystrokes: the forms do not debounce, and the two shared cores are slow enough.
  const user = userEvent.setup({ delay: null });
  return { user, saved, ...render(<Harness />) };
}
