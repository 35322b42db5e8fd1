import type { Page } from "@playwright/test";

/** What a page did against its security policy, and what it merely could not reach. */
export interface PolicyWatch {
  /** CSP and Permissions-Policy breaches: violation events, the console's reports, and requests blocked by CSP. */
  violations: string[];
  /** Requests that failed on the network (no DNS in the sandbox for the booking widget or YouTube): not breaches. */
  unreachable: string[];
}

/**
 * Watches a page, across navigations, for anything its security policy refused. A request the
 * policy blocked fails with net::ERR_BLOCKED_BY_CSP and raises a `securitypolicyviolation`
 * event; a host that cannot be reached fails with a DNS or connection error and raises neither.
 */
export async function watchPolicy(page: Page): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], unreachable: [] };
  await page.exposeFunction("__reportPolicyViolation", (report: string) => watch.violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (report: string) => void })
        .__reportPolicyViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || "inline"} on ${location.pathname}: ${event.sample}`,
      );
    });
  });
  page.on("console", (message) => {
    if (
      /Content[- ]Security[- ]Policy|Permissions[- ]Policy|Refused to (load|execute|apply|frame|connect)/i.test(
        message.text(),
      )
    ) {
      watch.violations.push(`console: ${message.text()}`);
    }
  });
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "";
    (reason.includes("BLOCKED_BY_CSP") ? watch.violations : watch.unreachable).push(`${request.url()} (${reason})`);
  });
  return watch;
}
