/**
 * Words an editor writes as `{name}` in a data file and the site fills in from code: the firm's
 * name, a price, a delivery day. Prices and the spec's other constants live in code only
 * (docs/editing.md), so a FAQ answer can mention the price without repeating it.
 */

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The placeholders a field may use, by name, with the words each stands for. */
export type Placeholders = Readonly<Record<string, string>>;

// Only the names the site defines: "constructor" or "toString" is in every object, through its prototype.
const defines = (values: Placeholders, name: string) => Object.hasOwn(values, name);

/** `text` with every `{name}` replaced by its value; names it does not know are left as written. */
export function fillPlaceholders(text: string, values: Placeholders): string {
  return text.replace(PLACEHOLDER, (written, name: string) =>
    defines(values, name) ? (values[name] ?? written) : written,
  );
}

/** The `{name}`s in `text` that `values` has no words for, each once, as written. */
export function unknownPlaceholders(text: string, values: Placeholders): string[] {
  const unknown = [...text.matchAll(PLACEHOLDER)]
    .filter(([, name = ""]) => !defines(values, name))
    .map(([written]) => written);
  return [...new Set(unknown)];
}
