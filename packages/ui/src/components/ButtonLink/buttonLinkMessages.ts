/** What the link says on its own. */
export interface ButtonLinkMessages {
  /** Read after an `external` link's text: "(opens in a new tab)". */
  opensInNewTab: string;
}

/** The link's English words, the default for `messages`. */
export const buttonLinkMessages: ButtonLinkMessages = { opensInNewTab: "(opens in a new tab)" };
