/**
 * Where the inbox keeps what it is given: every submission as one JSON line appended to a file, on
 * disk before the sender hears back, and the most recent ones in memory for `GET /submissions`.
 */
import { mkdir, open } from "node:fs/promises";
import { dirname } from "node:path";
import type { WebhookForm } from "../forms.js";

/**
 * How many submissions stay in memory, and how many bytes of them at most. The file keeps all of
 * them; memory keeps enough for a whole e2e run (a few hundred posts, read back while it runs), and
 * the byte cap holds even if every post is as large as the inbox allows (1000 × 64 KB would be 64 MB).
 */
export const RECENT_LIMIT = { count: 1000, bytes: 16 * 1024 * 1024 } as const;

/** One stored request, as kept in memory and written as one line of the JSONL file. */
export interface InboxSubmission {
  form: WebhookForm;
  /** The `?submission=` id the client put on the address (the same for every retry of one draft), or null. */
  submission: string | null;
  /** When the inbox received it, as an ISO 8601 string. */
  receivedAt: string;
  /** The request's Content-Type header as sent (text/plain from a no-cors browser call), or null. */
  contentType: string | null;
  /** The parsed JSON body, which has spec §7's fields for `form` (anything else is refused with 400). */
  body: unknown;
}

interface Kept {
  submission: InboxSubmission;
  bytes: number;
}

/**
 * Opens (creating it and its folder if need be) the JSONL file at `path` for appending.
 * @param path an absolute path
 */
export async function openStore(path: string) {
  await mkdir(dirname(path), { recursive: true });
  const file = await open(path, "a");
  // The file's own name must survive a crash too, not only its contents: sync the folder once.
  await syncFolder(dirname(path));

  let recent: Kept[] = [];
  let recentBytes = 0;
  // Appends run one after another, so lines never interleave and keep arrival order.
  let queue: Promise<unknown> = Promise.resolve();

  const remember = (submission: InboxSubmission, bytes: number) => {
    recent.push({ submission, bytes });
    recentBytes += bytes;
    while (recent.length > RECENT_LIMIT.count || recentBytes > RECENT_LIMIT.bytes) {
      const dropped = recent.shift();
      recentBytes -= dropped?.bytes ?? 0;
    }
  };

  return {
    /**
     * Appends `submission` as one line and resolves once the line is on disk (written and
     * `fdatasync`ed): an answer sent after that is never undone by a crash or a `kill -9`.
     */
    append(submission: InboxSubmission) {
      const line = `${JSON.stringify(submission)}\n`;
      const write = queue.then(async () => {
        await file.appendFile(line, "utf8");
        await file.datasync();
      });
      queue = write.catch(() => {});
      return write.then(() => remember(submission, Buffer.byteLength(line)));
    },
    /**
     * The submissions in memory, oldest first, optionally of one form.
     */
    list(form?: string | null) {
      return recent.map((kept) => kept.submission).filter((submission) => !form || submission.form === form);
    },
    /** Forgets what is in memory; the file keeps everything. */
    clear() {
      recent = [];
      recentBytes = 0;
    },
    /** Waits for pending appends, then closes the file. */
    async close() {
      await queue;
      await file.close();
    },
  };
}

async function syncFolder(folder: string) {
  try {
    const handle = await open(folder, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some systems (Windows) cannot open a folder to sync it; the file's contents are still synced.
  }
}
