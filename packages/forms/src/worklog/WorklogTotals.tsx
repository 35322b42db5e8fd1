import { getValue, type FormStore } from "@modular-forms/react";
import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { calculateWorklog } from "./calculate.js";
import type { WorklogMessages } from "./messages.js";
import type { WorklogValues } from "./schema.js";
import * as styles from "./WorklogForm.css.js";

/** Props of `WorklogTotals`. */
interface WorklogTotalsProps {
  of: FormStore<WorklogValues>;
  /** Their labels, and how they write a time and an amount. */
  messages: WorklogMessages["totals"];
}

/**
 * Total time and net pay, worked out again on every change of the four inputs they depend on.
 * They are `<output>` elements: read-only results that screen readers announce as they change.
 */
export function WorklogTotals({ of, messages }: WorklogTotalsProps) {
  useSignals();
  const id = useId();
  // shouldActive: false, so the totals are right on the first render too, before the fields mount.
  const read = { shouldActive: false };
  const { totalMinutes, netPay } = calculateWorklog({
    startTime: getValue(of, "startTime", read),
    endTime: getValue(of, "endTime", read),
    breakTime: getValue(of, "breakTime", read),
    hourlyRate: getValue(of, "hourlyRate", read),
  });

  return (
    <div className={styles.totals}>
      <div className={styles.total}>
        <label htmlFor={`${id}-time`} className={styles.totalLabel}>
          {messages.timeLabel}
        </label>
        <output id={`${id}-time`} className={styles.totalValue}>
          {messages.time(Math.floor(totalMinutes / 60), totalMinutes % 60)}
        </output>
      </div>
      <div className={styles.total}>
        <label htmlFor={`${id}-pay`} className={styles.totalLabel}>
          {messages.payLabel}
        </label>
        <output id={`${id}-pay`} className={styles.totalValue}>
          {messages.pay(Number(netPay))}
        </output>
      </div>
    </div>
  );
}
