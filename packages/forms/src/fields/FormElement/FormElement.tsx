import type { ComponentPropsWithRef } from "react";
import type { FormDraft } from "../../drafts/useFormDraft.js";
import { DRAFT_ATTRIBUTE } from "../awaitsScript.js";

/** Props of `FormElement`: a `<form>`'s, and the form's draft when it keeps one. */
export interface FormElementProps extends Omit<ComponentPropsWithRef<"form">, "method" | "noValidate"> {
  /** From `useFormDraft`: the form is marked with its name (`data-draft`), for a page runtime to find. */
  draft?: FormDraft;
}

/**
 * The `<form>` every form renders. The schema validates, so the browser's own checks are off
 * (`noValidate`) and each field shows the spec's words instead. `method="post"` is a backstop: a
 * submit the browser makes by itself (the form's code missing) would otherwise go out as a GET,
 * with everything typed in the page's address and history.
 */
export function FormElement({ draft, ...props }: FormElementProps) {
  return <form method="post" noValidate {...(draft ? { [DRAFT_ATTRIBUTE]: draft.name } : {})} {...props} />;
}
