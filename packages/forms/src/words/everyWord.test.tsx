import { screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, test } from "vitest";
import { AdminGate } from "../admin/AdminGate.js";
import { adminMessages } from "../admin/messages.js";
import { ContactForm } from "../contact/ContactForm.js";
import { contactMessages } from "../contact/messages.js";
import { newsletterMessages } from "../newsletter/messages.js";
import { NewsletterForm } from "../newsletter/NewsletterForm.js";
import { playbookMessages } from "../playbook/messages.js";
import { PlaybookForm } from "../playbook/PlaybookForm.js";
import { reportMessages } from "../report/messages.js";
import { ReportDetailsForm } from "../report/ReportDetailsForm.js";
import { FORM_TEST_TIMEOUT } from "../testing/patience.js";
import { findToast, renderForm } from "../testing/renderForm.js";
import { pseudo, shownAndAnnounced } from "../testing/words.js";
import { worklogMessages } from "../worklog/messages.js";
import { WorklogForm } from "../worklog/WorklogForm.js";
import type { ToastWords } from "./types.js";

// Words the forms do not give, so no messages prop can change them here: the ui package's own
// (the toaster's region and close button, a text area's count, a group's "(required)"), which its
// components take through their own props, and the spam trap's label, which no visitor meets.
const NOT_THE_FORMS = [
  /^Notifications$/,
  /^Close notification$/,
  /^\(required\)$/,
  /^\d+ of \d+ characters used$/,
  /^Leave this field empty$/,
];

/** Each piece of text on the page with a letter in it that did not come from the pseudo-language's messages. */
function strayWords(): string[] {
  return shownAndAnnounced(document.body).filter(
    (text) =>
      /\p{L}/u.test(text) &&
      !(text.startsWith("⟦") && text.endsWith("⟧")) &&
      !NOT_THE_FORMS.some((word) => word.test(text)),
  );
}

const newsletter = pseudo(newsletterMessages);
const report = pseudo(reportMessages);
const playbook = pseudo(playbookMessages);
const contact = pseudo(contactMessages);
const admin = pseudo(adminMessages);
const worklog = pseudo(worklogMessages);

const cases: {
  form: string;
  ui: ReactElement;
  submit: string;
  /** The message under the first invalid field once the empty form is sent. */
  error: string;
  /** The toast the empty form raises, if it raises one. */
  toast?: ToastWords;
}[] = [
  {
    form: "NewsletterForm",
    ui: <NewsletterForm variant="section" messages={newsletter} />,
    submit: newsletter.submit,
    error: newsletter.errors.required,
    toast: newsletter.toasts.missingEmail,
  },
  {
    form: "ReportDetailsForm",
    ui: <ReportDetailsForm messages={report} onSuccess={() => {}} />,
    submit: report.submit,
    error: report.errors.required,
    toast: report.toasts.missingFields,
  },
  {
    form: "PlaybookForm",
    ui: <PlaybookForm messages={playbook} />,
    submit: playbook.submit,
    error: playbook.errors.fullName,
  },
  {
    form: "ContactForm",
    ui: <ContactForm messages={contact} />,
    submit: contact.submit,
    error: contact.errors.required,
    toast: contact.toasts.missingFields,
  },
  {
    form: "AdminGate",
    ui: (
      <AdminGate codeSha256="0" messages={admin}>
        {null}
      </AdminGate>
    ),
    submit: admin.submit,
    error: admin.errors.required,
  },
  {
    form: "WorklogForm",
    ui: <WorklogForm workers={["⟦Alex Rivera⟧"]} messages={worklog} />,
    submit: worklog.submit,
    error: worklog.errors.clientName,
  },
];

describe("every word a form shows or announces comes from its messages", { timeout: FORM_TEST_TIMEOUT }, () => {
  test.each(cases)("$form, as it opens and once sent empty", async ({ ui, submit, error, toast }) => {
    const { user } = renderForm(ui);
    expect(strayWords()).toEqual([]);

    await user.click(screen.getByRole("button", { name: submit }));
    await waitFor(() => expect(screen.getAllByText(error)[0]).toBeVisible());
    if (toast) await findToast({ ...toast, variant: "destructive" });
    expect(strayWords()).toEqual([]);
  });

  test("AdminGate, once a wrong password is denied", async () => {
    const { user } = renderForm(
      <AdminGate codeSha256="0" messages={admin}>
        {null}
      </AdminGate>,
    );

    await user.type(screen.getByLabelText(new RegExp(`^${admin.fields.password.label}`)), "1234");
    await user.click(screen.getByRole("button", { name: admin.submit }));

    await findToast({ ...admin.toasts.denied, variant: "destructive" });
    expect(strayWords()).toEqual([]);
  });
});
