import { useState, type ReactNode } from "react";
import { SuccessPanel, type SuccessPanelProps } from "../SuccessPanel/SuccessPanel.js";

/** What `ThankYouAfterSent` hands the form it shows. */
interface SendingRound {
  /** 0 for the first form, then one more for each "send another": the form's `key`, so each starts fresh. */
  round: number;
  /** For the hook's `onSent`: swaps the form for the thank-you panel. */
  onSent: () => void;
}

/** Props of `ThankYouAfterSent`. */
export interface ThankYouAfterSentProps {
  /** The panel's words. */
  panel: Omit<SuccessPanelProps, "onAgain">;
  /** The form, keyed by `round`. */
  children: (round: SendingRound) => ReactNode;
}

/** Shows a form until it is sent, then a thank-you panel whose button brings back an empty form. */
export function ThankYouAfterSent({ panel, children }: ThankYouAfterSentProps) {
  const [sent, setSent] = useState(false);
  // A fresh key gives the next form a fresh store, so nothing of the last one lingers.
  const [round, setRound] = useState(0);
  if (sent) {
    return (
      <SuccessPanel
        {...panel}
        onAgain={() => {
          setRound((current) => current + 1);
          setSent(false);
        }}
      />
    );
  }
  return children({ round, onSent: () => setSent(true) });
}
