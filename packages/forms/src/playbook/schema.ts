import * as v from "valibot";
import { TEXT_LIMITS, tooLongMessage } from "../validation/limits";
import { emailAddress } from "../validation/emailAddress";
import { optionalText } from "../validation/optionalText";
import { websiteUrl } from "../validation/websiteUrl";
import { AI_FAMILIARITY, APP_IDS, PAIN_POINT_MAX_LENGTH, TEAM_SIZES } from "./options";

const atLeastTwo = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(2, message),
    v.maxLength(TEXT_LIMITS.line, tooLongMessage(TEXT_LIMITS.line)),
  );
const familiarity = "Please choose a familiarity level from 1 to 5.";
const pickApps = "Please select at least one app or platform.";
const offeredApps: readonly string[] = APP_IDS;

/** The Weekly AI Playbook sign-up, with the spec's messages (spec §5, Playbook table). */
export const PlaybookSchema = v.object({
  fullName: atLeastTwo("Name must be at least 2 characters."),
  businessName: atLeastTwo("Please enter your business name."),
  businessWebsite: websiteUrl("Please enter a valid URL."),
  industry: atLeastTwo("Please specify your industry or niche."),
  teamSize: v.picklist(
    TEAM_SIZES.map((size) => size.value),
    "Please select your team size.",
  ),
  // Trimmed like every other text field before the limit applies; the input caps what is typed at 100.
  painPoint: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(PAIN_POINT_MAX_LENGTH, "Response must be 100 characters or less.")),
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
  apps: v.pipe(
    v.array(v.string(pickApps), pickApps),
    v.minLength(1, pickApps),
    v.maxLength(APP_IDS.length, pickApps),
    v.check((ids) => ids.every((id) => offeredApps.includes(id)), pickApps),
  ),
  aiQuestion: optionalText(TEXT_LIMITS.long),
  email: emailAddress("Please enter a valid email address.", "Please enter a valid email address."),
});

/** The Playbook form's values. */
export type PlaybookValues = v.InferInput<typeof PlaybookSchema>;
