import type { ComponentPropsWithRef } from "react";

/** Props of `FormElement`: a `<form>`'s. */
export interface FormElementProps extends Omit<ComponentPropsWithRef<"form">, "method" | "noValidate"> {}

/**
 * The `<form>` every form renders. The schema validates, so the browser's own checks are off
 * (`noValidate`) and each field shows the spec's words instead. `method="post"` is a backstop: a
 * submit the browser makes by itself (the form's code missing) would otherwise go out as a GET,
 * with everything typed in the page's address and history.
 */
export function FormElement(props: FormElementProps) {
  return <form method="post" noValidate {...props} />;
}
