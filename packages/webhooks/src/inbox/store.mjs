/**
 * Where the inbox keeps what it is given: every submission as one JSON line appended to a file, on
 * disk before the sender hears back, and the most recent ones in memory for `GET /submissions`.
 */
import { mkdir, open } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * How many submissions stay in memory, and how many bytes of them at most. The file keeps all of
 * them; memory keeps enough for a whole e2e run (a few hundred posts, read back while it runs), and
 * the byte cap holds even if every post is as large as the inbox allows (1000 × 64 KB would be 64 MB).
 */
export const RECENT_LIMIT = /** @type {const} */ ({ count: 1000, bytes: 16 * 1024 * 1024 });

/**
 * @typedef {import("./server.d.mts").InboxSubmission} InboxSubmission
 * @typedef {{ submission: InboxSubmission, bytes: number }} Kept
 */

/**
 * Opens (creating it and its folder if need be) the JSONL file at `path` for appending.
 * @param {string} path an absolute path
 */
export async function openStore(path) {
  await mkdir(dirname(path), { recursive: true });
  const file = await open(path, "a");
  // The file's own name must survive a crash too, not only its contents: sync the folder once.
  await syncFolder(dirname(path));

  /** @type {Kept[]} */
  let recent = [];
  let recentBytes = 0;
  // Appends run one after another, so lines never interleave and keep arrival order.
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();

  /** @param {InboxSubmission} submission */
  const remember = (submission, /** @type {number} */ bytes) => {
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
     * @param {InboxSubmission} submission
     */
    append(submission) {
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
     * @param {string | null} [form]
     */
    list(form) {
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

/** @param {string} folder */
async function syncFolder(folder) {
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
