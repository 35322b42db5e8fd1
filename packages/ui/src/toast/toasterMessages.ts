/** The toaster's own words (a toast's words are the caller's, in `toast()`). */
export interface ToasterMessages {
  /** Names the region that holds the toasts. */
  region: string;
  /** Names each toast's close button. */
  close: string;
}

/** The toaster's English words, the default for `messages`. */
export const toasterMessages: ToasterMessages = {
  region: "Notifications",
  close: "Close notification",
};
