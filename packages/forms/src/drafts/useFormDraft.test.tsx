import { useForm, valiForm } from "@modular-forms/react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { TextInput } from "../fields/TextInput/TextInput.js";
import { useFormSubmit } from "../form/useFormSubmit.js";
import { everythingStored } from "../testing/storage.js";
import { draftKey, type DraftFields } from "./draftStorage.js";
import { useFormDraft } from "./useFormDraft.js";

const Schema = v.object({
  note: v.pipe(v.string(), v.nonEmpty("Note is required")),
  email: v.pipe(
    v.string(),
    v.check((email) => !email.endsWith("@"), "Email is not complete"),
  ),
  secret: v.optional(v.string(), ""),
});
type Values = v.InferInput<typeof Schema>;

const key = draftKey("harness");
const stored = () => sessionStorage.getItem(key);
const storedValues = () => (JSON.parse(stored() ?? "null") as { values: unknown } | null)?.values;
const saveDraft = (raw: string) => sessionStorage.setItem(key, raw);

/** A one-field form with a draft, and a password-like field the draft must never keep. */
function Harness({
  onSent = () => {},
  delayMs = 50,
  fields = { note: v.string(), email: v.string() },
}: {
  onSent?: () => void;
  delayMs?: number;
  fields?: DraftFields<Values>;
}) {
  const [form] = useForm<Values>({ validate: valiForm(Schema), initialValues: { note: "", email: "", secret: "" } });
  const draft = useFormDraft(form, { key: "harness", fields, delayMs });
  const { onSubmit } = useFormSubmit(form, {
    onValid: async () => {
      draft.clear();
      onSent();
    },
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextInput of={form} name="note" label="Note" />
      <TextInput of={form} name="email" type="email" label="Email" />
      <TextInput of={form} name="secret" type="password" label="Secret" />
      <button type="submit">Send</button>
    </form>
  );
}

const note = () => screen.getByRole("textbox", { name: "Note" });

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

// Real timers: Testing Library's async helpers wait on setTimeout, which Vitest's fake timers freeze.
const setup = () => userEvent.setup({ delay: null });

describe("useFormDraft", () => {
  test("writes once typing pauses, not once per keystroke, keeping only the listed fields", async () => {
    const user = setup();
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    render(<Harness delayMs={400} />);

    await user.type(note(), "Call me on Friday");
    await user.type(screen.getByLabelText("Secret"), "hunter2");
    await waitFor(() => expect(storedValues()).toEqual({ note: "Call me on Friday" }));

    expect(setItem).toHaveBeenCalledTimes(1);
    expect(everythingStored()).not.toContain("hunter2");
  });

  test("brings a half-typed draft back when the form mounts again, without an error and without moving focus", async () => {
    saveDraft(JSON.stringify({ version: 1, values: { note: "Half a thought", email: "kj@" } }));

    render(<Harness />);

    await waitFor(() => expect(note()).toHaveValue("Half a thought"));
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email).toHaveValue("kj@");
    for (const field of [note(), email]) expect(field).not.toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Email is not complete")).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  test("renders the empty form first, as prerendered, then fills the draft in without a hydration error", async () => {
    saveDraft(JSON.stringify({ version: 1, values: { note: "Half a thought" } }));
    const html = renderToString(<Harness />);
    expect(html).not.toContain("Half a thought");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = hydrateRoot(container, <Harness />, { onRecoverableError });
    try {
      await waitFor(() => expect(note()).toHaveValue("Half a thought"));
      expect(onRecoverableError).not.toHaveBeenCalled();
    } finally {
      // Hydrated by hand, so cleanup() does not know it: remove it even when the test fails.
      act(() => root.unmount());
      container.remove();
    }
  });

  test("a reload inside the quiet time still keeps the last keystrokes", async () => {
    const user = setup();
    render(<Harness delayMs={60_000} />);

    await user.type(note(), "Typed just now");
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });

    expect(storedValues()).toEqual({ note: "Typed just now" });
  });

  test("sending forgets the draft, and the write still waiting does not bring it back", async () => {
    const user = setup();
    const onSent = vi.fn();
    // The pause outlasts the test: the unmount below is what would write a draft still waiting.
    const { unmount } = render(<Harness onSent={onSent} delayMs={60_000} />);

    await user.type(note(), "Sent already");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    unmount();

    expect(stored()).toBeNull();
  });

  test("changing the field back to how it started forgets the draft", async () => {
    const user = setup();
    render(<Harness />);

    await user.type(note(), "x");
    await waitFor(() => expect(storedValues()).toEqual({ note: "x" }));
    await user.clear(note());

    await waitFor(() => expect(stored()).toBeNull());
  });

  test("a form that keeps no field (the newsletter) never reads, writes or clears the tab's storage", async () => {
    const storage = ["getItem", "setItem", "removeItem"].map((method) =>
      vi.spyOn(Storage.prototype, method as "getItem" | "setItem" | "removeItem"),
    );
    const user = setup();
    render(<Harness fields={{}} />);

    await user.type(note(), "Not kept");
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });

    for (const method of storage) expect(method).not.toHaveBeenCalled();
  });

  test("with storage blocked, the form still takes typing and sends", async () => {
    const blocked = vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    const user = setup();
    const onSent = vi.fn();
    render(<Harness onSent={onSent} />);

    await user.type(note(), "No storage here");
    // Once on mount to read, once to write after the pause.
    await waitFor(() => expect(blocked.mock.calls.length).toBeGreaterThanOrEqual(2));
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    await user.click(screen.getByRole("button", { name: "Send" }));

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(note()).toHaveValue("No storage here");
  });

  test("with storage full, typing is kept on screen and nothing throws", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    const user = setup();
    render(<Harness />);

    await user.type(note(), "Too much to keep");
    await waitFor(() => expect(setItem).toHaveBeenCalled());

    expect(note()).toHaveValue("Too much to keep");
    expect(stored()).toBeNull();
  });

  test.each([
    { case: "text that is not JSON", raw: "{not json" },
    { case: "JSON null", raw: "null" },
    { case: "a draft of another version", raw: JSON.stringify({ version: 2, values: { note: "old" } }) },
    { case: "values that are a list", raw: JSON.stringify({ version: 1, values: ["old"] }) },
    { case: "a field of the wrong type", raw: JSON.stringify({ version: 1, values: { note: 42 } }) },
    { case: "a field the draft never keeps", raw: JSON.stringify({ version: 1, values: { secret: "hunter2" } }) },
  ])("a corrupt draft ($case) is ignored and dropped", async ({ raw }) => {
    saveDraft(raw);

    render(<Harness />);

    await waitFor(() => expect(stored()).toBeNull());
    expect(note()).toHaveValue("");
    expect(screen.getByLabelText("Secret")).toHaveValue("");
  });
});
