import { describe, expect, test } from "vitest";
import { busyLabels, toasts, type FormToast } from "./messages";

describe("form toasts", () => {
  test.each([
    {
      situation: "Newsletter, empty email",
      toast: toasts.newsletter.missingEmail,
      title: "Error",
      description: "Please enter your email address",
    },
    {
      situation: "Newsletter, request fails",
      toast: toasts.newsletter.failed,
      title: "Error",
      description: "Failed to submit your email. Please try again later.",
    },
    {
      situation: "Newsletter success",
      toast: toasts.newsletter.success,
      title: "Success!",
      description: "Thank you for subscribing to our newsletter!",
    },
    {
      situation: "Home newsletter section success",
      toast: toasts.newsletter.sectionSuccess,
      title: "Success!",
      description: "Thanks for subscribing! You'll get the latest AI news and updates.",
    },
    {
      situation: "Report form, name or email missing",
      toast: toasts.report.missingFields,
      title: "Error",
      description: "Please fill in your name and email address",
    },
    {
      situation: "Report form, request fails",
      toast: toasts.report.failed,
      title: "Error",
      description: "Failed to submit your request. Please try again.",
    },
    {
      situation: "Playbook failure",
      toast: toasts.playbook.failed,
      title: "Something went wrong.",
      description: "Your information couldn't be submitted. Please try again.",
    },
    {
      situation: "Playbook success",
      toast: toasts.playbook.success,
      title: "Submission received!",
      description: "You've been signed up for the Weekly AI Playbook. Check your email soon!",
    },
    {
      situation: "Contact, missing fields",
      toast: toasts.contact.missingFields,
      title: "Error",
      description: "Please fill in all required fields",
    },
    {
      situation: "Contact, request fails",
      toast: toasts.contact.failed,
      title: "Error",
      description: "Failed to send message. Please try again.",
    },
    {
      situation: "Contact success",
      toast: toasts.contact.success,
      title: "Thank you for reaching out!",
      description: "We've received your message and will get back to you soon.",
    },
    {
      situation: "Admin, wrong password",
      toast: toasts.admin.denied,
      title: "Access Denied",
      description: "Incorrect password",
    },
    {
      situation: "Admin, correct password",
      toast: toasts.admin.granted,
      title: "Access Granted",
      description: "Welcome to the admin panel",
    },
    {
      situation: "Work log failure",
      toast: toasts.worklog.failed,
      title: "Submission Error",
      description: "Failed to submit work log. Please try again.",
    },
    {
      situation: "Work log success",
      toast: toasts.worklog.success,
      title: "Work Log Submitted Successfully!",
      description: "Your work log has been recorded and submitted.",
    },
  ])("$situation: “$title” — “$description”", ({ toast, title, description }) => {
    expect(toast).toMatchObject({ title, description });
  });

  test("every failure and denial is destructive, every other toast is not", () => {
    const all = Object.values(toasts).flatMap((group) => Object.entries<FormToast>(group));
    expect(all).toHaveLength(15);
    for (const [key, toast] of all) {
      const isError = key === "failed" || key === "denied" || key.startsWith("missing");
      expect(toast.variant, key).toBe(isError ? "destructive" : "success");
    }
  });

  test("busy buttons read as the spec words them", () => {
    expect(busyLabels).toEqual({
      report: "Submitting Details...",
      playbook: "Signing Up...",
      contact: "Sending...",
      worklog: "Submitting...",
    });
  });
});
