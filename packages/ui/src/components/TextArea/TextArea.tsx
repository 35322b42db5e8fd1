import { useEffect, useRef, useState, type ComponentPropsWithRef } from "react";
import { visuallyHidden } from "../../theme/global.css.js";
import { FieldError, FieldHint, FieldLabel, useFieldIds, type FieldTextProps } from "../Field/Field.js";
import { useMergedRef } from "../Field/mergeRefs.js";
import * as styles from "./TextArea.css.js";
import { fillIn } from "../../messages/fillIn.js";
import { cx } from "../../utils/cx.js";

/** How long typing must pause before the character count is read out. */
export const COUNT_ANNOUNCE_DELAY = 1000;

/** What the text area says on its own; `{length}` and `{max}` are filled in. */
export interface TextAreaMessages {
  /** Read out once typing pauses, with `maxLength`: "{length} of {max} characters used". */
  characterCount: string;
}

/** The text area's English words, the default for `messages`. */
export const textAreaMessages: TextAreaMessages = { characterCount: "{length} of {max} characters used" };

/** Props of `TextArea`: every `<textarea>` prop (spread onto it, `ref` included) plus label, hint and error. */
export interface TextAreaProps extends ComponentPropsWithRef<"textarea">, FieldTextProps {
  /** Its words in another language or wording; any left out stay as `textAreaMessages` has them. */
  messages?: Partial<TextAreaMessages>;
}

/**
 * A labelled multi-line input. With `maxLength` the browser caps the input and a counter shows
 * "N/max"; screen readers hear "N of max characters used" once typing pauses, not on every key.
 */
export function TextArea({
  label,
  hint,
  error,
  id,
  required,
  maxLength,
  value,
  defaultValue,
  onChange,
  className,
  ref,
  messages,
  "aria-describedby": describedBy,
  ...props
}: TextAreaProps) {
  const words = { ...textAreaMessages, ...messages };
  const counted = maxLength !== undefined && maxLength >= 0;
  const ids = useFieldIds({ id, hint, error, describedBy });
  const counterId = `${ids.fieldId}-count`;
  const describedByWithCount = cx(ids.describedBy, counted ? counterId : undefined) || undefined;

  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? "").length);
  // A controlled value is the truth; otherwise follow what is typed.
  const length = value === undefined ? typedLength : String(value).length;
  const announcedLength = useSettled(length, COUNT_ANNOUNCE_DELAY);

  const ownRef = useRef<HTMLTextAreaElement>(null);
  const mergedRef = useMergedRef(ref, ownRef);
  useEffect(() => {
    // A native form reset empties an uncontrolled text area without a change event.
    const form = ownRef.current?.form;
    if (!form) return;
    const onReset = () => queueMicrotask(() => setTypedLength(ownRef.current?.value.length ?? 0));
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, []);

  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={ids.fieldId} required={required}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <textarea
        {...props}
        ref={mergedRef}
        id={ids.fieldId}
        required={required}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => {
          // Only a counter needs the length: without one, typing renders nothing here.
          if (counted) setTypedLength(event.currentTarget.value.length);
          onChange?.(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByWithCount}
        className={cx(styles.textarea, className)}
      />
      {error || counted ? (
        <div className={styles.footer}>
          {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
          {counted ? (
            <>
              <span
                aria-hidden="true"
                className={[styles.counter, length >= maxLength ? styles.counterFull : undefined]
                  .filter(Boolean)
                  .join(" ")}
              >
                {length}/{maxLength}
              </span>
              <span id={counterId} className={visuallyHidden} aria-live="polite" aria-atomic="true">
                {fillIn(words.characterCount, { length: announcedLength, max: maxLength })}
              </span>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The value once it has stopped changing for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
