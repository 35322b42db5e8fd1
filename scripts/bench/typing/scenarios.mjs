/**
 * The form pages the typing bench visits, and what a visitor does on each: opens `path`, and 300 ms
 * after the page has loaded taps the field named `field` (scrolling to it first when it is further
 * down, as the home page's newsletter is) and types `typedText` at once, without pausing.
 * `route` is the page's path in the route table, for its budget.
 */
export const typingScenarios = [
  { route: "/contact", path: "/contact", form: "the contact form", field: "Name" },
  { route: "/admin", path: "/admin", form: "the admin gate", field: "Password" },
  { route: "/ai-playbook", path: "/ai-playbook", form: "the Playbook sign-up", field: "Full name" },
  {
    route: "/ai-report",
    path: "/ai-report?payment=success",
    form: "the report details, after checkout",
    field: "Name",
  },
  { route: "/", path: "/", form: "the home page's newsletter", field: "Email address" },
];

/**
 * What the visitor types: the "hello" and a little more, so the typing lasts through the
 * whole wake (the code's arrival, its evaluation and the hydration) rather than ending before it.
 */
export const typedText = "hello, we would like help with our invoices";

/** How long after the load event the visitor taps the field. */
export const tapAfterLoadMs = 300;

/** Chrome's CPU slowdown while the page loads and the visitor types: a mid-range phone. */
export const cpuSlowdown = 4;

/** The scenarios for `routes` (all when undefined), in the table's order. */
export function scenariosFor(routes) {
  return routes === undefined ? typingScenarios : typingScenarios.filter((s) => routes.includes(s.route));
}
