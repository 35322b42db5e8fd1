/** Page words of /admin around the password gate and the work-log form, which the forms package owns (§2.14). */
export interface AdminPage {
  readonly heading: string;
  readonly intro: string;
  readonly gate: { readonly heading: string; readonly intro: string };
}

/** Words of /admin. */
export const adminPage: AdminPage = {
  heading: "Team Admin",
  intro: "Record the hours worked for a client. Totals and pay are calculated as you type.",
  gate: {
    heading: "Team members only",
    intro: "Enter the team password to open the work log.",
  },
};
