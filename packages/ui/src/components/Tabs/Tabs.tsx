import * as Ariakit from "@ariakit/react";
import * as styles from "./Tabs.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `Tabs`: Ariakit's tab store options (`selectedId`, `setSelectedId`, `defaultSelectedId`, …). */
export interface TabsProps extends Ariakit.TabProviderProps {}

/**
 * Holds which tab is selected; wrap a `TabList` and its `TabPanel`s in it.
 *
 * **Use** to switch between views of the same content, such as filters of one list. **Not** for
 * content a visitor may want to read together or find with the browser's search: use an `Accordion`
 * or headings.
 */
export function Tabs(props: TabsProps) {
  return <Ariakit.TabProvider {...props} />;
}

/** Props of `TabList`; give it an `aria-label` naming what the tabs choose between. */
export interface TabListProps extends Ariakit.TabListProps {}

/** The row of tabs; arrow keys, Home and End move between them (roving focus). */
export function TabList({ className, ...props }: TabListProps) {
  useTabsContext("TabList", props.store);
  return <Ariakit.TabList {...props} className={cx(styles.tabList, className)} />;
}

/** Props of `Tab`; pass the same `id` as the matching panel's `tabId` when panels are dynamic. */
export interface TabProps extends Ariakit.TabProps {}

/** One tab; selecting it shows its panel. */
export function Tab({ className, ...props }: TabProps) {
  useTabsContext("Tab", props.store);
  return <Ariakit.Tab {...props} className={cx(styles.tab, className)} />;
}

/** Props of `TabPanel`. */
export interface TabPanelProps extends Ariakit.TabPanelProps {}

/** The content of a tab; hidden panels stay in the DOM unless `unmountOnHide` is set. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  useTabsContext("TabPanel", props.store);
  return <Ariakit.TabPanel {...props} className={cx(styles.tabPanel, className)} />;
}

function useTabsContext(part: string, store: Ariakit.TabStore | undefined) {
  const context = Ariakit.useTabContext();
  if (!context && !store) {
    throw new Error(`<${part}> must be used inside <Tabs>.`);
  }
}
