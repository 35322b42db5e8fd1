import * as v from "valibot";
import { TEXT_LIMITS } from "../validation/limits.js";
import { emailAddress } from "../validation/emailAddress.js";
import { optionalText } from "../validation/optionalText.js";
import { websiteUrl } from "../validation/websiteUrl.js";
import type { TooLongMessage } from "../words/types.js";
import { playbookMessages, type PlaybookMessages } from "./messages.js";
import { AI_FAMILIARITY, APP_IDS, PAIN_POINT_MAX_LENGTH, TEAM_SIZE_VALUES } from "./choices.js";

const atLeastTwo = (message: string, tooLong: TooLongMessage) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.minLength(2, message),
      v.maxLength(TEXT_LIMITS.line, tooLong(TEXT_LIMITS.line)),
    ),
    "",
  );
const offeredApps: readonly string[] = APP_IDS;

/**
 * The Weekly AI Playbook sign-up (spec §5, Playbook table), with the messages' `errors` (in
 * English when not given).
 */
export function playbookSchema(messages: PlaybookMessages = playbookMessages) {
  const errors = messages.errors;
  const { tooLong, aiFamiliarity: familiarity, apps: pickApps } = errors;
  return v.object({
    fullName: atLeastTwo(errors.fullName, tooLong),
    businessName: atLeastTwo(errors.businessName, tooLong),
    businessWebsite: websiteUrl(errors.businessWebsite, tooLong),
    industry: atLeastTwo(errors.industry, tooLong),
    teamSize: v.picklist(TEAM_SIZE_VALUES, errors.teamSize),
    // Trimmed like every other text field before the limit applies; the input caps what is typed at the limit.
    painPoint: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(PAIN_POINT_MAX_LENGTH, errors.painPoint(PAIN_POINT_MAX_LENGTH))),
      "",
    ),
    // The spec gives no message; a range input cannot leave 1-5, so this guards only crafted values.
    aiFamiliarity: v.optional(
      v.pipe(
        v.number(familiarity),
        v.integer(familiarity),
        v.minValue(AI_FAMILIARITY.min, familiarity),
        v.maxValue(AI_FAMILIARITY.max, familiarity),
      ),
      AI_FAMILIARITY.default,
    ),
    // Ids are checked on the list as a whole: an issue on one item ("apps.2") would match no field
    // of the form, so the visitor would see no message and the form would just not send.
    apps: v.optional(
      v.pipe(
        v.array(v.string(pickApps), pickApps),
        v.minLength(1, pickApps),
        v.maxLength(APP_IDS.length, pickApps),
        v.check((ids) => ids.every((id) => offeredApps.includes(id)), pickApps),
      ),
      [],
    ),
    aiQuestion: optionalText(tooLong, TEXT_LIMITS.long),
    email: emailAddress(errors.email, errors.email, tooLong),
  });
}

/** The Playbook sign-up's schema with its English messages. */
export const PlaybookSchema = /* @__PURE__ */ playbookSchema();

/** The Playbook form's values. */
export type PlaybookValues = v.InferInput<typeof PlaybookSchema>;
