import { useState, type ComponentPropsWithRef } from "react";
import { FieldError, FieldHint, FieldLabel, useFieldIds, type FieldTextProps } from "../Field/Field.js";
import * as styles from "./Slider.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `Slider`: every range `<input>` prop (spread onto it, `ref` included) plus label, hint and error. */
export interface SliderProps
  extends Omit<ComponentPropsWithRef<"input">, "type" | "min" | "max" | "step">, FieldTextProps {
  min: number;
  max: number;
  step?: number;
  /** Words under the low end of the track; also read out when the value is `min`. */
  minLabel?: string;
  /** Words under the high end of the track; also read out when the value is `max`. */
  maxLabel?: string;
  /** Words for particular values, shown beside the number and read out as `aria-valuetext`. */
  valueLabels?: Readonly<Partial<Record<number, string>>>;
}

/** A labelled native range input that shows its current value (and its words, when given). */
export function Slider({
  label,
  hint,
  error,
  min,
  max,
  step = 1,
  minLabel,
  maxLabel,
  valueLabels,
  id,
  required,
  value,
  defaultValue,
  onChange,
  className,
  "aria-describedby": describedBy,
  ...props
}: SliderProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const [ownValue, setOwnValue] = useState(() =>
    defaultValue === undefined ? browserDefault(min, max, step) : Number(defaultValue),
  );
  const current = value === undefined ? ownValue : Number(value);
  // The end words double as the ends' value text, so screen readers get them without the hidden row.
  const words = valueLabels?.[current] ?? (current === min ? minLabel : current === max ? maxLabel : undefined);
  const shown = words === undefined ? String(current) : `${current} – ${words}`;

  return (
    <div className={styles.field}>
      <div className={styles.header}>
        <FieldLabel htmlFor={ids.fieldId} required={required}>
          {label}
        </FieldLabel>
        {/* The slider reads out its own value; this copy is for the eye only. */}
        <span className={styles.value} aria-hidden="true">
          {shown}
        </span>
      </div>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <input
        {...props}
        type="range"
        id={ids.fieldId}
        min={min}
        max={max}
        step={step}
        required={required}
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => {
          setOwnValue(event.currentTarget.valueAsNumber);
          onChange?.(event);
        }}
        aria-valuetext={words === undefined ? undefined : shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(styles.range, className)}
      />
      {minLabel !== undefined || maxLabel !== undefined ? (
        <div className={styles.ends} aria-hidden="true">
          <span>{minLabel}</span>
          <span>{maxLabel}</span>
        </div>
      ) : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** The value a range input starts at when given none: the midpoint, snapped to the step. */
function browserDefault(min: number, max: number, step: number): number {
  if (max < min) return min;
  return min + Math.round((max - min) / 2 / step) * step;
}
