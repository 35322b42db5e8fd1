// `pnpm bench`'s build: the site with a phone's photo as the founder's portrait and as the flyer,
// the heaviest pictures an owner is likely to upload, so Lighthouse and `pnpm size` judge the
// pages as they would be then. The photo is made here (4,000 × 3,000, some 5 MB, with GPS EXIF);
// the committed data and media are copied, never changed. `--photos N` adds N more such photos to
// the media folder (the build encodes every picture there), to time a build with a year of uploads.
import { spawnSync } from "node:child_process";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { writeTestPhoto } from "../../apps/site/scripts/test-photo.mjs";

const { values } = parseArgs({ options: { photos: { type: "string", default: "0" } } });

const root = path.resolve(import.meta.dirname, "../..");
const copy = path.join(root, "node_modules/.cache/bench-photos");
const dataDir = path.join(copy, "data");
const mediaDir = path.join(copy, "media");

await rm(copy, { recursive: true, force: true });
await mkdir(copy, { recursive: true });
await cp(path.join(root, "packages/content/data"), dataDir, { recursive: true });
await cp(path.join(root, "packages/content/media"), mediaDir, { recursive: true });
const bytes = await writeTestPhoto(path.join(mediaDir, "phone-photo.jpg"));
const picturesFile = path.join(dataDir, "pictures.json");
const pictures = JSON.parse(await readFile(picturesFile, "utf8"));
pictures.founder.file = "/media/phone-photo.jpg";
pictures.flyer.file = "/media/phone-photo.jpg";
await writeFile(picturesFile, JSON.stringify(pictures, null, 2));
console.log(
  `[bench] the founder's photo and the flyer: a ${(bytes / 1024 / 1024).toFixed(1)} MB 4,000 × 3,000 JPEG with GPS EXIF`,
);
for (let n = 1; n <= Number(values.photos); n += 1)
  await writeTestPhoto(path.join(mediaDir, `upload-${n}.jpg`), { seed: n + 1 });
if (Number(values.photos) > 0) console.log(`[bench] and ${values.photos} more photos like it in the media folder`);

const { status } = spawnSync("pnpm", ["--filter", "@grand-river/site", "build"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, WEBHOOK_LOCAL_INBOX: "1", CONTENT_DATA_DIR: dataDir, CONTENT_MEDIA_DIR: mediaDir },
});
process.exit(status ?? 1);
