import { Button, Spinner, type ButtonProps } from "@grand-river/ui";

/** Props of `SubmitButton`: a `Button`'s, plus whether the form is busy and what it then reads. */
export interface SubmitButtonProps extends Omit<ButtonProps, "type" | "loading" | "disabled"> {
  /** True while the form's request is out: the button is disabled and shows a spinner. */
  busy: boolean;
  /** What the button reads while busy, such as "Sending..."; defaults to its usual words. */
  busyLabel?: string;
}

/**
 * A form's submit button. Not `Button`'s `loading`, which hides the words behind the spinner: the
 * spec has each busy button read its busy words ("Submitting Details..."), so they stay visible
 * beside the spinner. It stays focusable while busy (`aria-disabled`), so keyboard users keep their place.
 */
export function SubmitButton({ busy, busyLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button {...props} type="submit" disabled={busy} accessibleWhenDisabled>
      {busy ? (
        <>
          <Spinner />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
