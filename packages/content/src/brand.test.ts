import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { site } from "./site";

const srcDir = fileURLToPath(new URL(".", import.meta.url));

/** Every content source file except `site.ts` itself and the tests. */
const sources = readdirSync(srcDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "site.ts")
  .map((file) => [file, readFileSync(`${srcDir}${file}`, "utf8")] as const);

describe("brand details live only in site.ts", () => {
  it.each([
    ["firm name", site.firmName],
    ["email", site.email],
    ["founder's name", site.founder.name],
    ["founder's profile", site.founder.profileUrl],
    ["scheduler address", site.schedulerUrl],
    ["phone number", site.structuredDataPhone],
    ["video channel", site.social.video.href],
  ])("no other file spells out the %s", (_what, value) => {
    const offenders = sources.filter(([, text]) => text.includes(value)).map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it("checks a real set of files", () => {
    expect(sources.map(([file]) => file)).toEqual(expect.arrayContaining(["home.ts", "legal/terms.ts"]));
  });
});
