import type { Meta, StoryObj } from "@storybook/react-vite";
import { reportPaymentQuery } from "@grand-river/content";
import AiReportPage from "../routes/ai-report";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/AI report",
  tags: ["!autodocs"],
  ...pageMeta("/ai-report", AiReportPage),
} satisfies Meta;

export default meta;

/** The sales page, as every visitor first sees it. */
export const Phone = phone;
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };

/**
 * Back from checkout: the site's URL carries ?payment=success, and the page's island wakes into the
 * details form. A story runs no inline script (which on the site shows that view and drops the flag
 * at load), so the island reads the flag from the address, and the story drops it afterwards.
 */
const backFromCheckout: StoryObj = {
  beforeEach: () => {
    const url = new URL(window.location.href);
    url.searchParams.set(reportPaymentQuery.name, reportPaymentQuery.successValue);
    window.history.replaceState(window.history.state, "", url);
    return () => {
      // The flag must not leak into the next story.
      const after = new URL(window.location.href);
      after.searchParams.delete(reportPaymentQuery.name);
      window.history.replaceState(window.history.state, "", after);
    };
  },
};

export const PhoneBackFromCheckout: StoryObj = { ...phone, ...backFromCheckout, name: "Phone, back from checkout" };
export const DesktopBackFromCheckout: StoryObj = {
  ...desktop,
  ...backFromCheckout,
  name: "Desktop, back from checkout",
  tags: ["!test"],
};
