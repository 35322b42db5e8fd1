import { parseArgs, type ParseArgsConfig } from "node:util";
import { settingsFrom } from "./env-files.js";

type OptionSpecs = NonNullable<ParseArgsConfig["options"]>;
type Parsed<Specs extends OptionSpecs> = ReturnType<
  typeof parseArgs<{ args: string[]; options: Specs & typeof HELP }>
>["values"];
const HELP = { help: { type: "boolean", short: "h", default: false } } as const;
/** What every command reads its settings from: env files, then the environment; and the site's origin. */
const SETTINGS = { "env-file": { type: "string", multiple: true }, origin: { type: "string" } } as const;

/** What a command runs with: its arguments, the environment it reads settings from, and where it prints. */
export interface CommandRun {
  args: string[];
  env: Record<string, string | undefined>;
  print: (line: string) => void;
}

/**
 * A command's options (`--env-file`, `--origin`, `--help` and its own `specs`) and its settings
 * (the env files merged under the environment), or the exit status once it has printed why not:
 * 0 for `--help`, 2 for an option it does not know, a missing value or an env file it cannot read.
 */
export function commandSettings<const Specs extends OptionSpecs>(
  { args, env, print }: CommandRun,
  specs: Specs,
  usage: string,
): { options: Parsed<Specs & typeof SETTINGS>; settings: Record<string, string | undefined> } | number {
  const options = commandOptions<Specs & typeof SETTINGS>(args, { ...specs, ...SETTINGS }, usage, print);
  if (typeof options === "number") return options;
  const settings = settingsFrom((options as { "env-file"?: string[] })["env-file"] ?? [], env);
  if (settings instanceof Error) {
    print(settings.message);
    return 2;
  }
  return { options, settings };
}

function commandOptions<const Specs extends OptionSpecs>(
  args: string[],
  specs: Specs,
  usage: string,
  print: (line: string) => void,
): Parsed<Specs> | number {
  try {
    const { values } = parseArgs<{ args: string[]; options: Specs & typeof HELP }>({
      args,
      options: { ...specs, ...HELP },
    });
    if ((values as { help?: boolean }).help) {
      print(usage);
      return 0;
    }
    return values;
  } catch (error) {
    print(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
}
