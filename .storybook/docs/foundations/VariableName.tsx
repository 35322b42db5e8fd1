import { cssVariableName } from "./cssVariable";
import * as styles from "./styles";

/**
 * A token's custom property, from its contract reference: `vars.space.md` shows as `--gr-space-md`.
 * Kept on one line: broken at its hyphens it no longer reads as one name.
 */
export function VariableName({ reference }: { reference: string }) {
  return <code style={{ ...styles.code, whiteSpace: "nowrap" }}>{cssVariableName(reference)}</code>;
}

/** A literal token value, set in the monospace face. */
export function TokenValue({ children }: { children: string }) {
  return <code style={styles.code}>{children}</code>;
}
