import { Button, Spinner, type ButtonProps } from "@grand-river/ui";
import { AWAITS_SCRIPT_ATTRIBUTE } from "../awaitsScript.js";
import { useHydrated } from "../useHydrated.js";

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
 *
 * Until the form's code has run (prerendered, before hydration) it is truly `disabled`: a form
 * without its code would submit natively, putting what was typed into the page's address. It is
 * marked `data-awaits-script` then, so a page runtime that holds early submits may enable it sooner,
 * and keep it enabled while the form hydrates (so a submit pressed meanwhile is made, and held):
 * hydration then finds it enabled, which is expected, not a mismatch.
 */
export function SubmitButton({ busy, busyLabel, children, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button
      {...props}
      {...(hydrated ? {} : { [AWAITS_SCRIPT_ATTRIBUTE]: "" })}
      type="submit"
      disabled={busy || !hydrated}
      accessibleWhenDisabled={hydrated}
      suppressHydrationWarning
    >
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
