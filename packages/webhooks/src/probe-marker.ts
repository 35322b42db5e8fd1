/**
 * How a post says it is a check, not a lead: `?probe=1` on the address. A receiver validates a probe
 * and answers exactly as for a lead, but keeps nothing and sends nothing, so the check can run every
 * hour without leaving test leads in the agency's data.
 */

/** The query parameter that marks a probe; its value is `1`. */
export const PROBE_PARAMETER = "probe";

/**
 * The header a receiver's answer to a probe lists, by submission id and space-separated, the form's
 * leads it kept but could not announce (their e-mail to the agency never went). The check names them.
 */
export const NOT_ANNOUNCED_HEADER = "X-Leads-Not-Announced";

/**
 * Whether the address's query marks the post as a probe.
 */
export function isProbe(searchParams: URLSearchParams) {
  return searchParams.get(PROBE_PARAMETER) === "1";
}
