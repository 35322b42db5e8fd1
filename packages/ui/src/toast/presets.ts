/** How long a toast stays open before it dismisses itself (the simple system's duration, spec §9). */
export const TOAST_DURATION = 5000;

/** How long a dismissed toast is kept in the store before it is removed (spec §4, §9). */
export const TOAST_REMOVE_DELAY = 8000;

/**
 * The two toast systems of spec §9, as settings for the one store: `simple` holds one toast at a time;
 * `stacked` shows up to three, 14px apart and 356px wide.
 */
export const toasterPresets = {
  simple: { duration: TOAST_DURATION, maxVisible: 1, removeDelay: TOAST_REMOVE_DELAY },
  stacked: { duration: 4000, maxVisible: 3, gap: 14, width: 356 },
} as const;

/** The name of a toaster preset. */
export type ToasterPreset = keyof typeof toasterPresets;

/** Every preset name, for stories and controls. */
export const toasterPresetNames = Object.keys(toasterPresets) as ToasterPreset[];
