import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { InboxSubmission } from "./server.js";
import { RECENT_LIMIT, openStore } from "./store.js";

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "inbox-store-"));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function submission(index: number, message = "hello"): InboxSubmission {
  return {
    form: "contact",
    submission: `id-${index}`,
    receivedAt: "2025-03-10T14:05:00.000Z",
    contentType: "text/plain",
    body: { index, message },
  };
}

// Each append waits for the disk (fdatasync): a thousand of them take a while on a loaded machine.
test(
  "keeps only the most recent submissions in memory, however many arrive, and every one in the file",
  { timeout: 30_000 },
  async () => {
    const store = await openStore(join(folder, "s.jsonl"));
    const total = RECENT_LIMIT.count + 50;
    await Promise.all(Array.from({ length: total }, (_, index) => store.append(submission(index))));
    await store.close();

    const kept = store.list();
    expect(kept).toHaveLength(RECENT_LIMIT.count);
    expect(kept[0]?.submission).toBe("id-50");
    expect(kept.at(-1)?.submission).toBe(`id-${total - 1}`);
    const lines = (await readFile(join(folder, "s.jsonl"), "utf8")).trimEnd().split("\n");
    expect(lines.map((line) => (JSON.parse(line) as InboxSubmission).submission)).toEqual(
      Array.from({ length: total }, (_, index) => `id-${index}`),
    );
  },
);

test("keeps at most 16 MB of submissions in memory when each is large", { timeout: 30_000 }, async () => {
  const store = await openStore(join(folder, "s.jsonl"));
  const large = "x".repeat(60 * 1024);
  const total = 300; // 300 × 60 KB is about 18 MB
  await Promise.all(Array.from({ length: total }, (_, index) => store.append(submission(index, large))));
  await store.close();

  const kept = store.list();
  const bytes = kept.reduce((sum, entry) => sum + JSON.stringify(entry).length + 1, 0);
  expect(bytes).toBeLessThanOrEqual(RECENT_LIMIT.bytes);
  expect(bytes).toBeGreaterThan(RECENT_LIMIT.bytes - 61 * 1024);
  expect(kept.at(-1)?.submission).toBe(`id-${total - 1}`);
});
