/**
 * A message with its `{name}` placeholders filled in: `fillIn("{slide} of {count}", { slide: 1, count: 3 })`
 * is "1 of 3". Messages are plain strings, not functions, so a translation is data (JSON, a CMS
 * field, an island's props) and may put the placeholders in any order.
 */
export function fillIn(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
