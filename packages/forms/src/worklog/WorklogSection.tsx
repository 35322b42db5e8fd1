import { Heading, Stack } from "@grand-river/ui";
import type { ReactNode } from "react";
import * as styles from "./WorklogForm.css.js";

/** One titled part of the work-log entry: a fieldset whose legend names its fields as a group. */
export function WorklogSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <Heading level={3} size="lg">
          {legend}
        </Heading>
      </legend>
      <Stack gap="md">{children}</Stack>
    </fieldset>
  );
}
