import { getValue, type FormStore } from "@modular-forms/react";
import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { calculateWorklog } from "./calculate";
import type { WorklogValues } from "./schema";
import * as styles from "./WorklogForm.css";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * Total time and net pay, worked out again on every change of the four inputs they depend on.
 * They are `<output>` elements: read-only results that screen readers announce as they change.
 */
export function WorklogTotals({ of }: { of: FormStore<WorklogValues> }) {
  useSignals();
  const id = useId();
  // shouldActive: false, so the totals are right on the first render too, before the fields mount.
  const read = { shouldActive: false };
  const { totalTime, netPay } = calculateWorklog({
    startTime: getValue(of, "startTime", read),
    endTime: getValue(of, "endTime", read),
    breakTime: getValue(of, "breakTime", read),
    hourlyRate: getValue(of, "hourlyRate", read),
  });

  return (
    <div className={styles.totals}>
      <div className={styles.total}>
        <label htmlFor={`${id}-time`} className={styles.totalLabel}>
          Total time
        </label>
        <output id={`${id}-time`} className={styles.totalValue}>
          {totalTime}
        </output>
      </div>
      <div className={styles.total}>
        <label htmlFor={`${id}-pay`} className={styles.totalLabel}>
          Net pay
        </label>
        <output id={`${id}-pay`} className={styles.totalValue}>
          {dollars.format(Number(netPay))}
        </output>
      </div>
    </div>
  );
}
