import "@testing-library/jest-dom/vitest";
import { toastStore } from "@grand-river/ui";
import { act, cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";

// Waiting for what the visitor should see may take seconds on a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 });

// This file runs before each test file; the files share one jsdom and one module graph
// (vitest.config.ts), so what a page keeps between visits is reset here, not by a fresh import.
// (Node-environment files, the prerender's, have no document or storage.)
const hasPage = typeof document !== "undefined";
if (hasPage) document.body.replaceChildren();

afterEach(cleanup);

// The toast store outlives each test's render; empty it so no toast leaks into the next test.
afterEach(() => {
  act(() => toastStore.remove());
});

// Forms keep drafts in sessionStorage, which outlives each test's render too, and the last test's
// form writes its draft as it unmounts: start every test with none, and nothing else stored.
beforeEach(() => {
  if (!hasPage) return;
  sessionStorage.clear();
  localStorage.clear();
});
