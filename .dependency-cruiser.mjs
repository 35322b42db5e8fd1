// The import graph's rules (`pnpm test:graph`, dependency-cruiser): which folder may import which,
// and no circle anywhere in the workspace's own source. dependency-cruiser rather than madge: madge
// finds circles and draws graphs, but cannot say "packages never import apps/" or check an import
// against the importing package's own package.json; here each rule is one entry, named in a failure.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const root = import.meta.dirname;

/** Every workspace folder (`packages/ui`…) with the other workspaces its package.json declares. */
function workspaces() {
  const groups = readFileSync(path.join(root, "pnpm-workspace.yaml"), "utf8")
    .split("\n")
    .map((line) => /^\s*-\s*["']?([\w-]+)\/\*["']?\s*$/.exec(line)?.[1])
    .filter(Boolean);
  const found = groups.flatMap((group) =>
    readdirSync(path.join(root, group))
      .map((name) => `${group}/${name}`)
      .filter((dir) => existsSync(path.join(root, dir, "package.json")))
      .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8")) })),
  );
  const dirOfName = new Map(found.map(({ dir, manifest }) => [manifest.name, dir]));
  return found.map(({ dir, manifest }) => {
    const declared = Object.keys({
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
    });
    return { dir, declared: new Set(declared.map((name) => dirOfName.get(name)).filter(Boolean)) };
  });
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const all = workspaces();

/**
 * One rule per workspace: it may import another workspace only when its package.json declares it.
 * (Through the package's name, pnpm links only declared workspaces; but a name the root also
 * declares resolves from the root's node_modules, and a relative path needs no declaration at all.)
 */
const undeclaredWorkspaceImports = all
  .map(({ dir, declared }) => ({
    dir,
    others: all.map((other) => other.dir).filter((other) => other !== dir && !declared.has(other)),
  }))
  .filter(({ others }) => others.length > 0)
  .map(({ dir, others }) => ({
    name: `undeclared-workspace:${dir}`,
    comment: `${dir} imports a workspace its package.json does not declare: add it there (workspace:*), or do without it.`,
    severity: "error",
    from: { path: `^${escape(dir)}/` },
    to: { path: `^(${others.map(escape).join("|")})/` },
  }));

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      comment: "A circle of imports: modules that each need the other load in an order nobody chose. Break it.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-workspace-into-scripts",
      comment:
        "scripts/ is the repo's own tooling, not a library: a package, app or tooling package that needs it takes it as a workspace package (tooling/<name>).",
      severity: "error",
      from: { path: "^(packages|apps|tooling)/" },
      to: { path: "^scripts/" },
    },
    {
      name: "no-package-into-apps",
      comment: "Packages are products another team installs; they never depend on this site.",
      severity: "error",
      from: { path: "^(packages|tooling)/" },
      to: { path: "^apps/" },
    },
    {
      name: "workspace-by-name",
      comment:
        "Another workspace is imported by its package name (@grand-river/ui), never by a relative path into its folder.",
      severity: "error",
      from: { path: "^(packages|apps|tooling)/([^/]+)/" },
      to: { path: "^(packages|apps|tooling)/", pathNot: "^$1/$2/", dependencyTypes: ["local"] },
    },
    ...undeclaredWorkspaceImports,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: {
      // Built or generated output, and the fixture app that only runs outside the workspace.
      path: "(^|/)(node_modules|dist|build|build-[^/]+|storybook-static|reports|test-results|\\.react-router|\\.turbo|\\.wrangler)/|^scripts/packages/consumer-app/",
    },
    // Type-only imports count: a circle through `import type` is still a circle between modules.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // Each file's own package.json, not the root's, answers "is this declared?".
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["types", "import", "default"],
      extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".d.ts", ".d.mts", ".json"],
      mainFields: ["module", "main", "types"],
    },
    skipAnalysisNotInRules: true,
  },
};
