import { useState, type ReactNode } from "react";
import { cx } from "../../utils/cx.js";
import { Tab, TabList, TabPanel, Tabs } from "../Tabs/Tabs.js";
import { Text } from "../Text/Text.js";
import * as styles from "./FilterTabs.css.js";
import { FILTER_IN_ATTRIBUTE, FILTER_ONLY_ATTRIBUTE, MAX_FILTERS, placesOf } from "./filterAttributes.js";

/** One of `FilterTabs`' tabs. */
export interface Filter {
  /** Its address in the page (`#id`), so unique there, and its tab's id with `-tab` after it. */
  readonly id: string;
  readonly label: string;
}

/** What `FilterTabs` gives an item's element, and the list's: spread it onto the element. */
export interface FilteredProps {
  hidden: boolean;
  "data-filter-in": string;
}

/** Props of `FilterTabs`. */
export interface FilterTabsProps<Item, F extends Filter = Filter> {
  /** Names what the tabs choose between: the tab list's accessible name. */
  label: string;
  /** The tabs, in order, at most eight. The first is chosen at first, and shows every item. */
  filters: readonly F[];
  items: readonly Item[];
  /** Whether the tab `filter` shows `item`. */
  shows: (filter: F, item: Item) => boolean;
  /** One item's element, given `filtered` (and a `key`). */
  renderItem: (item: Item, filtered: FilteredProps) => ReactNode;
  /** The list's element around the items, given `filtered`. */
  renderList: (items: ReactNode, filtered: FilteredProps) => ReactNode;
  /** Shown in place of the list for a tab that shows nothing. */
  emptyState: ReactNode;
  className?: string;
}

/**
 * Tabs over one list that show only the items of the chosen tab: All / Websites / Automations.
 *
 * Each tab is a link to its own address (`#website`), and the stylesheet filters by the address
 * (`:target`), so the prerendered page filters with no script at all. `enhanceFilterTabs`
 * (`@grand-river/ui/widgets`) makes them full tabs there: arrow keys, the selected state (which the
 * stylesheet then filters by), the address kept without history. Pressed before that script runs, a tab follows its link, which leaves focus
 * on the page (a target that cannot hold focus) and Tab going on from the tab. Rendered by React (a
 * preview, a story) the choice is React's, and the address stays as it is.
 */
export function FilterTabs<Item, F extends Filter = Filter>({
  label,
  filters,
  items,
  shows,
  renderItem,
  renderList,
  emptyState,
  className,
}: FilterTabsProps<Item, F>) {
  if (filters.length > MAX_FILTERS) throw new Error(`<FilterTabs> takes at most ${MAX_FILTERS} filters.`);
  const [chosenId, setChosenId] = useState(filters[0]?.id);
  const chosen = filters.find((filter) => filter.id === chosenId) ?? filters[0];
  const shown = (item: Item) => !chosen || shows(chosen, item);
  const placesShowing = (some: (filter: F) => boolean) =>
    placesOf(filters.flatMap((filter, index) => (some(filter) ? [index] : [])));
  const anyShown = items.some(shown);
  return (
    <div className={cx(styles.filterTabs, className)}>
      <Tabs
        selectedId={chosen && tabIdOf(chosen)}
        setSelectedId={(id) => setChosenId(filters.find((filter) => tabIdOf(filter) === id)?.id)}
      >
        <TabList aria-label={label}>
          {filters.map((filter) => (
            <Tab
              key={filter.id}
              id={tabIdOf(filter)}
              className={styles.tabLink}
              render={({ children, ...props }) => (
                <a {...props} href={`#${filter.id}`}>
                  {children}
                </a>
              )}
              // The address is the choice only in the prerendered page (enhanceFilterTabs); here React's state
              // is, and a link's default prevented is a press Tabs leaves alone.
              onClick={(event) => {
                event.preventDefault();
                setChosenId(filter.id);
              }}
            >
              <span id={filter.id} className={styles.target} hidden />
              {filter.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel tabId={chosen && tabIdOf(chosen)}>
          <Text
            tone="muted"
            hidden={anyShown}
            {...{ [FILTER_ONLY_ATTRIBUTE]: placesShowing((filter) => !items.some((item) => shows(filter, item))) }}
          >
            {emptyState}
          </Text>
          {renderList(
            items.map((item) =>
              renderItem(item, {
                hidden: !shown(item),
                [FILTER_IN_ATTRIBUTE]: placesShowing((filter) => shows(filter, item)),
              }),
            ),
            {
              hidden: !anyShown,
              [FILTER_IN_ATTRIBUTE]: placesShowing((filter) => items.some((item) => shows(filter, item))),
            },
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
}

const tabIdOf = (filter: Filter) => `${filter.id}-tab`;
