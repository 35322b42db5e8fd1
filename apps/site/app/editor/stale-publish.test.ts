// @vitest-environment jsdom
import { refusingStalePublishes } from "./stale-publish";

const path = "packages/content/data/videos.json";
const text = (title: string) =>
  `${JSON.stringify({ videos: [{ title, description: "A tour.", duration: "11:24" }] }, null, 2)}\n`;

/** A backend holding one file, as Decap's local proxy or GitHub would: every read sees the latest write. */
function backendWith(file: string) {
  const repository = { file, writes: 0 };
  const implementation = refusingStalePublishes({
    getEntry: async (_path: string) => ({ data: repository.file }),
    persistEntry: async ({ dataFiles }: { dataFiles: readonly { path: string; raw: string }[] }, _options: unknown) => {
      repository.file = dataFiles[0]?.raw ?? "";
      repository.writes += 1;
    },
  });
  const publish = (raw: string) => implementation.persistEntry({ dataFiles: [{ path, raw }] }, {});
  return { repository, implementation, publish };
}

describe("a Publish at /edit of a file someone else published after it was opened", () => {
  it("is refused, naming what they changed, and writes nothing", async () => {
    const { repository, implementation, publish } = backendWith(text("Old title"));
    await implementation.getEntry(path);
    repository.file = text("Their title");

    await expect(publish(text("My title"))).rejects.toThrow(
      "Someone else published this file after you opened it, so publishing now would undo their changes. They changed: Videos › video 1 “Their title” › Title. Your changes are not saved yet",
    );
    expect(repository).toEqual({ file: text("Their title"), writes: 0 });
  });

  it("is refused, and says so, when the file cannot be read again to check", async () => {
    const { repository, implementation, publish } = backendWith(text("Old title"));
    await implementation.getEntry(path);
    repository.file = "";

    await expect(publish(text("My title"))).rejects.toThrow(
      "The editor could not read this file from the repository to check that nobody else published it since you opened it.",
    );
    expect(repository.writes).toBe(0);
  });

  it("goes ahead when nobody else published, and again after its own Publish", async () => {
    const { repository, implementation, publish } = backendWith(text("Old title"));
    await implementation.getEntry(path);
    await publish(text("My title"));
    await publish(text("My better title"));
    expect(repository).toEqual({ file: text("My better title"), writes: 2 });
  });
});
