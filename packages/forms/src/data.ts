/**
 * The forms' words and options without their components: what a test, a server-side receiver or
 * another tool needs (messages, busy labels, choice lists), importable outside a Vite build.
 */
export { toasts, busyLabels, type FormToast, type FormToastVariant } from "./messages";
export {
  TEAM_SIZES,
  APP_CATEGORIES,
  APP_IDS,
  AI_FAMILIARITY,
  PAIN_POINT_MAX_LENGTH,
  type AppId,
} from "./playbook/options";
export { AWAITS_SCRIPT_ATTRIBUTE, SCRIPT_FAILED_NOTE_ATTRIBUTE } from "./fields/awaitsScript";
