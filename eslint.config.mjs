// One lint config for the whole tree, kept in tooling/eslint (which says what it checks and why).
import { lintConfig } from "@grand-river/eslint-config";

export default lintConfig(import.meta.dirname);
