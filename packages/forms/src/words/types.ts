/** The look of a toast, as the ui package's toaster draws it. */
export type FormToastVariant = "default" | "destructive" | "success";

/** The words of one toast: its title and the line under it. */
export interface ToastWords {
  readonly title: string;
  readonly description: string;
}

/** The words and look of one toast a form raises. */
export interface FormToast extends ToastWords {
  readonly variant: FormToastVariant;
}

/** The message under a field holding more than `limit` characters (pasted, say). */
export type TooLongMessage = (limit: number) => string;

/**
 * Some of a form's messages, at any depth, to lay over whole ones with `mergeMessages`. A function
 * (a message with a number in it) and a list are replaced whole.
 */
export type PartialMessages<T> = {
  readonly [Key in keyof T]?: T[Key] extends (...args: never[]) => unknown
    ? T[Key]
    : T[Key] extends readonly unknown[]
      ? T[Key]
      : T[Key] extends object
        ? PartialMessages<T[Key]>
        : T[Key];
};
