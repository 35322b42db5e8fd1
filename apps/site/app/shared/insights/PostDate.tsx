// A day as the pages write it: "October 5, 2026", read as a calendar day wherever the build runs.
const format = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A post's day (2026-10-05) as words, with the machine-readable date; a day still being typed in the editor, as typed. */
export function PostDate({ day }: { day: string }) {
  const date = new Date(`${day}T00:00:00Z`);
  return <time dateTime={day}>{Number.isNaN(date.getTime()) ? day : format.format(date)}</time>;
}
