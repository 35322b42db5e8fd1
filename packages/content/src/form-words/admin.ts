import { adminMessages, type AdminMessages } from "@grand-river/forms/data";
import { adminPage } from "../admin";

/**
 * Every word of the admin password gate on this site: the spec's English, as the forms package
 * holds it, with this site's heading and line for the team.
 */
export const adminGateMessages: AdminMessages = {
  ...adminMessages,
  heading: adminPage.gate.heading,
  intro: adminPage.gate.intro,
};
