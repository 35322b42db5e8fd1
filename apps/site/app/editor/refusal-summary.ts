import { onEveryChange } from "./watch-page";

/**
 * When Publish is refused, Decap marks each refused field where it stands, often far down the form
 * or inside a folded entry, and leaves the top of the screen saying only "UNSAVED CHANGES". So at
 * each refused Publish a summary opens at the top of the form and takes the focus: it names each
 * refused field, in the build's words and after where it is, as a link that unfolds its
 * entry and moves the focus into it. It goes once no field is refused.
 */

const errorsSelector = '[class*="ControlErrorsList"]';
const containerSelector = '[class*="ControlContainer"]';
const summaryId = "refused-fields";

/** One refused field: its words and where its control is. */
export interface Refusal {
  readonly words: string;
  /** The element holding the field (Decap's control container). */
  readonly field: Element;
}

/**
 * Where a field is, as the build's list of problems says it: the list entry it belongs to, as its
 * drag handle names it ("project Lakeshore Family Dental"), or else the group around it ("Team (/team)").
 */
function placeOf(field: Element): string | undefined {
  for (let at = field.parentElement; at; at = at.parentElement) {
    const handle = at.firstElementChild?.querySelector(':scope > [aria-roledescription="sortable"]');
    const entry = handle?.getAttribute("aria-label")?.replace(/^Drag to move /, "");
    if (entry) return entry;
    const group = at.matches(containerSelector) ? at.querySelector(":scope > * > label[for]") : null;
    if (group) return group.textContent.replace(/\s*\(optional\)$/, "").trim();
  }
  return undefined;
}

/** Every refusal Decap shows, in the form's order, each with its entry. */
export function refusalsIn(root: ParentNode): Refusal[] {
  return [...root.querySelectorAll(errorsSelector)].flatMap((list) => {
    const field = list.closest(containerSelector);
    if (!field) return [];
    const place = placeOf(field);
    return [...list.querySelectorAll("li")]
      .map((item) => item.textContent.trim())
      .filter(Boolean)
      .map((words) => ({ words: place ? `${place} › ${words}` : words, field }));
  });
}

/** Unfolds every folded entry or group around `field`, outermost first, as a click on its arrow does. */
function unfold(field: Element): void {
  const toggles: HTMLElement[] = [];
  for (let at = field.parentElement; at; at = at.parentElement) {
    const toggle = at.firstElementChild?.querySelector<HTMLElement>(
      ':scope > button[aria-label^="Expand"], :scope > div > button[aria-label^="Expand"]',
    );
    if (toggle && !field.contains(toggle)) toggles.unshift(toggle);
  }
  for (const toggle of toggles) toggle.click();
}

/** The control to type in: the field's own input, text box or list, else its first control. */
function controlOf(field: Element): HTMLElement | null {
  const forId = field.querySelector("label[for]")?.getAttribute("for");
  const own = forId ? document.getElementById(forId) : null;
  if (own?.matches("input, textarea, select")) return own;
  return (
    field.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, [role="textbox"]') ??
    field.querySelector<HTMLElement>('button, [tabindex="0"], a[href]')
  );
}

/** Moves the focus to a refused field, unfolding what hides it. */
function goToField(field: Element): void {
  unfold(field);
  // Decap draws what the unfolding showed in the next frame.
  // Focus scrolls the field into view.
  requestAnimationFrame(() => controlOf(field)?.focus());
}

/** The summary's element: a heading and one link per refusal. */
export function summaryOf(refusals: readonly Refusal[]): HTMLElement {
  const summary = document.createElement("div");
  summary.id = summaryId;
  summary.tabIndex = -1;
  summary.setAttribute("aria-labelledby", `${summaryId}-heading`);
  summary.setAttribute("role", "region");
  summary.setAttribute(
    "style",
    "margin:0 0 16px;padding:12px 16px;border:2px solid #a30025;border-radius:5px;background:#fff4f4;color:#1f2430;font-size:14px",
  );
  const heading = document.createElement("h2");
  heading.id = `${summaryId}-heading`;
  heading.setAttribute("style", "margin:0 0 8px;font-size:16px");
  heading.textContent = `Not published: ${refusals.length === 1 ? "1 field needs" : `${refusals.length} fields need`} a change`;
  const list = document.createElement("ul");
  list.setAttribute("style", "margin:0;padding-left:20px");
  for (const refusal of refusals) {
    const link = document.createElement("a");
    // The editor's address is its route (#/collections/…): the link moves the focus, never the route.
    link.href = "#";
    link.textContent = refusal.words;
    link.setAttribute("style", "color:#a30025");
    link.addEventListener("click", (event) => {
      event.preventDefault();
      goToField(refusal.field);
    });
    const item = document.createElement("li");
    item.append(link);
    list.append(item);
  }
  summary.append(heading, list);
  return summary;
}

/** Whether an event chose one of the Publish menu's items ("Publish now", "Publish and create new"…). */
const choosesPublish = (event: Event) => {
  const item = event.target instanceof Element ? event.target.closest('[role="menuitem"]') : null;
  if (!item || !/^Publish/.test(item.textContent.trim())) return false;
  return !(event instanceof KeyboardEvent) || event.key === "Enter" || event.key === " ";
};

function showSummary(): void {
  document.getElementById(summaryId)?.remove();
  const refusals = refusalsIn(document);
  const form = document.querySelector('[class*="ControlPaneContainer"]');
  if (!refusals.length || !form) return;
  const summary = summaryOf(refusals);
  form.prepend(summary);
  summary.focus();
}

/** Starts watching for Publish, once, before `CMS.init`. */
export function summariseRefusals(): void {
  const afterPublish = (event: Event) => {
    // Decap checks the entry in the same event and draws its refusals in the frame after.
    if (choosesPublish(event)) requestAnimationFrame(() => requestAnimationFrame(showSummary));
  };
  document.addEventListener("click", afterPublish, true);
  document.addEventListener("keydown", afterPublish, true);
  onEveryChange((root) => {
    if (!root.querySelector(errorsSelector)) document.getElementById(summaryId)?.remove();
  });
}
