// @vitest-environment node
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { AdminGate } from "./admin/AdminGate.js";
import { ContactForm } from "./contact/ContactForm.js";
import { NewsletterForm } from "./newsletter/NewsletterForm.js";
import { PlaybookForm } from "./playbook/PlaybookForm.js";
import { ReportDetailsForm } from "./report/ReportDetailsForm.js";
import { HONEYPOT_FIELD } from "./fields/Honeypot/Honeypot.js";
import { fakeWebhookClient } from "./testing/renderForm.js";
import { WebhooksProvider } from "./webhooks-context.js";
import { WorklogForm } from "./worklog/WorklogForm.js";

// No DOM here: any `window`, `document` or `crypto.subtle` use while rendering would throw,
// as it would while the site is prerendered to static HTML.
describe("every form prerenders to static HTML", () => {
  test.each<{ form: string; ui: ReactElement; names: string[]; draft?: string }>([
    { form: "NewsletterForm", ui: <NewsletterForm variant="section" />, names: ["email"] },
    {
      form: "ReportDetailsForm",
      ui: <ReportDetailsForm onSuccess={() => {}} />,
      names: ["name", "email", "company", "website", "businessSpecialization", "challenges", "notes", "newsletter"],
      draft: "report",
    },
    {
      form: "PlaybookForm",
      ui: <PlaybookForm />,
      names: [
        "fullName",
        "businessName",
        "businessWebsite",
        "industry",
        "teamSize",
        "painPoint",
        "aiFamiliarity",
        "apps",
        "aiQuestion",
        "email",
      ],
      draft: "playbook",
    },
    { form: "ContactForm", ui: <ContactForm />, names: ["name", "email", "phone", "message"], draft: "contact" },
    {
      form: "AdminGate",
      ui: (
        <AdminGate codeSha256="a1fb4e703a9ef1fa4936801721ff285a97ac85330856674412e054892afe6972">
          <p>Unlocked</p>
        </AdminGate>
      ),
      names: ["password"],
    },
    {
      form: "WorklogForm",
      ui: <WorklogForm workers={["Alex Rivera", "Jordan Lee", "Sam Patel"]} />,
      names: [
        "date",
        "dayOfWeek",
        "clientName",
        "worker",
        "startTime",
        "endTime",
        "breakTime",
        "hourlyRate",
        "workDescription",
      ],
      draft: "worklog",
    },
  ])(
    "$form, with every field named as the spec names it, and the name of its draft if it keeps one",
    ({ ui, names, draft }) => {
      expect(typeof window).toBe("undefined");

      const html = renderToString(<WebhooksProvider value={fakeWebhookClient()}>{ui}</WebhooksProvider>);

      const rendered = [
        ...new Set([...html.matchAll(/<(?:input|select|textarea)[^>]*\bname="([^"]+)"/g)].map((m) => m[1])),
      ];
      // The spam trap of the public forms is no field of the spec's; the honeypot tests cover it.
      expect(rendered.filter((name) => name !== HONEYPOT_FIELD)).toEqual(names);
      // A page runtime wakes a form with a saved draft at once, to put it back; it finds the draft's name here.
      expect(/<form[^>]*\sdata-draft="([^"]+)"/.exec(html)?.[1]).toBe(draft);
    },
  );

  test("the admin gate prerenders locked", () => {
    const html = renderToString(
      <AdminGate codeSha256="a1fb4e703a9ef1fa4936801721ff285a97ac85330856674412e054892afe6972">
        <p>Unlocked</p>
      </AdminGate>,
    );

    expect(html).not.toContain("Unlocked");
  });
});
