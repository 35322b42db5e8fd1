/**
 * The attributes by which `FilterTabs`' stylesheet filters its items. A tab's place is its number
 * in the list, 1 for the first; the first two hold places, spaces between.
 */

/** On an item (and the list): it shows only while one of these tabs is chosen. */
export const FILTER_IN_ATTRIBUTE = "data-filter-in";
/** On the words for a tab that shows nothing: they show only while one of these tabs is chosen. */
export const FILTER_ONLY_ATTRIBUTE = "data-filter-only";
/**
 * On the root once `enhanceFilterTabs` has wired it: the place of the selected tab. From then on the
 * stylesheet filters by it rather than by the address.
 */
export const FILTER_CHOSEN_ATTRIBUTE = "data-filter-chosen";
/** How many tabs the stylesheet has rules for. */
export const MAX_FILTERS = 8;

/** The attribute's value for the tabs at these indexes (0 for the first). */
export const placesOf = (indexes: readonly number[]) => indexes.map((index) => index + 1).join(" ");
