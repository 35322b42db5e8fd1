import { parseArgs, type ParseArgsConfig } from "node:util";

type OptionSpecs = NonNullable<ParseArgsConfig["options"]>;
type Parsed<Specs extends OptionSpecs> = ReturnType<
  typeof parseArgs<{ args: string[]; options: Specs & typeof HELP }>
>["values"];
const HELP = { help: { type: "boolean", short: "h", default: false } } as const;

/** What a command runs with: its arguments, the environment it reads settings from, and where it prints. */
export interface CommandRun {
  args: string[];
  env: Record<string, string | undefined>;
  print: (line: string) => void;
}

/**
 * A command's options read from its arguments with `--help` added, or the exit status once it has
 * printed the usage instead: 0 for `--help`, 2 for an option it does not know or a missing value.
 */
export function commandOptions<const Specs extends OptionSpecs>(
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
