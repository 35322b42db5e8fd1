import type { ComponentPropsWithRef, ReactNode } from "react";
import { visuallyHidden } from "../../theme/global.css.js";
import { FieldError, FieldHint, RequiredMark, useFieldIds } from "./Field.js";
import * as styles from "./Field.css.js";
import { cx } from "../../utils/cx.js";

/**
 * Props for each native radio or checkbox in a group, e.g. the `{ name, ref, onChange, onBlur }` a
 * form library hands out; `type`, `value`, `checked` and `id` belong to the group.
 */
export type ChoiceInputProps = Omit<
  ComponentPropsWithRef<"input">,
  "type" | "value" | "checked" | "defaultChecked" | "id" | "children"
>;

/** What a group of choices says on its own. */
export interface ChoiceGroupMessages {
  /** Read after the legend of a group that cannot carry a native `required`: "(required)". */
  required: string;
}

/** A choice group's English words, the default for `messages`. */
export const choiceGroupMessages: ChoiceGroupMessages = { required: "(required)" };

/** Props the group shell takes from `RadioGroup` and `CheckboxGroup`. */
export interface ChoiceGroupShellProps extends Omit<ComponentPropsWithRef<"fieldset">, "children"> {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** Says "required" in the legend, for groups whose inputs cannot carry a native `required`. */
  announceRequired?: boolean;
  /** Its words in another language or wording; any left out stay as `choiceGroupMessages` has them. */
  messages?: Partial<ChoiceGroupMessages>;
  children: (ids: { groupId: string; invalid: boolean }) => ReactNode;
}

/**
 * The fieldset and legend around a group of native radios or checkboxes. The hint and error describe
 * the fieldset, so screen readers read them on entering the group; each input gets `aria-invalid`.
 */
export function ChoiceGroupShell({
  label,
  hint,
  error,
  required,
  announceRequired = false,
  messages,
  id,
  className,
  children,
  "aria-describedby": describedBy,
  ...props
}: ChoiceGroupShellProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const words = { ...choiceGroupMessages, ...messages };
  return (
    <fieldset {...props} id={ids.fieldId} aria-describedby={ids.describedBy} className={cx(styles.fieldset, className)}>
      <legend className={styles.legend}>
        {label}
        <RequiredMark required={required} />
        {required && announceRequired ? <span className={visuallyHidden}>{` ${words.required}`}</span> : null}
      </legend>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {children({ groupId: ids.fieldId, invalid: Boolean(error) })}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
