import { playbookMessages, type PlaybookMessages } from "./messages.js";
import { APP_GROUPS, TEAM_SIZE_VALUES } from "./choices.js";

export { APP_IDS, AI_FAMILIARITY, PAIN_POINT_MAX_LENGTH, type AppId, type AppCategoryId } from "./choices.js";

// The Playbook's choices with their English labels, as the spec's tables list them (§3): for tests,
// receivers and tools. The form itself labels its choices from its own messages.

/** The team-size choices of the Playbook form, with the labels the spec gives. */
export const TEAM_SIZES = /* @__PURE__ */ TEAM_SIZE_VALUES.map((value) => ({
  value,
  label: playbookMessages.teamSizes[value],
})) as unknown as Labelled<typeof TEAM_SIZE_VALUES>;

/** The apps a Playbook subscriber can tick with their names, under their categories' (spec §3). */
export const APP_CATEGORIES = /* @__PURE__ */ APP_GROUPS.map(({ id, options }) => ({
  id,
  name: playbookMessages.appCategories[id],
  apps: options.map((app) => ({ id: app, label: playbookMessages.apps[app] })),
})) as unknown as LabelledGroups<typeof APP_GROUPS>;

/** The choices in the messages' words: the team sizes, and the apps under their categories. */
export function choicesIn(messages: PlaybookMessages) {
  return {
    teamSizes: TEAM_SIZE_VALUES.map((value) => ({ value, label: messages.teamSizes[value] })),
    appGroups: APP_GROUPS.map(({ id, options }) => ({
      label: messages.appCategories[id],
      options: options.map((app) => ({ value: app, label: messages.apps[app] })),
    })),
  };
}

// The lists keep their tuple types (`TEAM_SIZES[1]` is known to exist), which `map` loses.
type Labelled<Values extends readonly string[]> = {
  readonly [Index in keyof Values]: { readonly value: Values[Index]; readonly label: string };
};
type LabelledApps<Apps extends readonly string[]> = {
  readonly [Index in keyof Apps]: { readonly id: Apps[Index]; readonly label: string };
};
type LabelledGroups<Groups extends readonly { readonly id: string; readonly options: readonly string[] }[]> = {
  readonly [Index in keyof Groups]: {
    readonly id: Groups[Index]["id"];
    readonly name: string;
    readonly apps: LabelledApps<Groups[Index]["options"]>;
  };
};
