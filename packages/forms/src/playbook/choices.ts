import { AI_FAMILIARITY as RANGE, APP_GROUPS, TEAM_SIZE_VALUES } from "@grand-river/webhooks";

// The Playbook's choices as its definition gives them (packages/webhooks `definition/playbook.ts`):
// the values sent and the ranges, no words. Their labels are words, in `playbookMessages` (messages.ts).

export { APP_GROUPS, TEAM_SIZE_VALUES };

/** One team size, such as "small". */
export type TeamSize = (typeof TEAM_SIZE_VALUES)[number];

/** One category's id, such as "crm-and-sales". */
export type AppCategoryId = (typeof APP_GROUPS)[number]["id"];

/** One app id, such as "google-calendar". */
export type AppId = (typeof APP_GROUPS)[number]["options"][number];

/** Every app id, in the order the form lists them. */
export const APP_IDS: readonly AppId[] = APP_GROUPS.flatMap((group) => group.options);

/** The AI-familiarity slider: whole steps from 1 to 5, starting at 3. */
export const AI_FAMILIARITY = { min: RANGE.min, max: RANGE.max, step: RANGE.step, default: RANGE.initial } as const;

/** The most characters the pain-point answer may hold (the webhook's limit); the input is capped at it too. */
export { PAIN_POINT_MAX_LENGTH } from "@grand-river/webhooks";
