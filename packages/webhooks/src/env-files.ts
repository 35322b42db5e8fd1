/**
 * Settings from `--env-file` files and the environment, as Vite reads them for the site's build:
 * later files win over earlier ones, and the environment wins over any file.
 */
import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";

/**
 * The merged settings, or an Error naming the file that could not be read.
 */
export function settingsFrom(
  files: string[],
  env: Record<string, string | undefined>,
): Record<string, string | undefined> | Error {
  const fromFiles: Record<string, string | undefined> = {};
  for (const file of files) {
    try {
      Object.assign(fromFiles, parseEnv(readFileSync(file, "utf8")));
    } catch (error) {
      return new Error(`Could not read --env-file ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { ...fromFiles, ...env };
}

/**
 * The site's origin from `value`, undefined when unset, or an Error saying why it is not one.
 */
export function siteOrigin(value: string | undefined) {
  if (value === undefined || value.trim() === "") return undefined;
  try {
    const url = new URL(value.trim());
    if (url.origin !== "null") return url.origin;
  } catch {
    // Falls through to the message below.
  }
  return new Error(
    `The site's origin "${value}" (VITE_SITE_ORIGIN or --origin) is not an address like https://example.com.`,
  );
}
