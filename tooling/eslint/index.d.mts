import type { Linter } from "eslint";

/**
 * The lint config of the tree whose root is `root` (the folder of the eslint.config.mjs that uses
 * it), where typescript-eslint's project service starts.
 */
export function lintConfig(root: string): Linter.Config[];
