/**
 * Where the editor at /edit reads and writes the site's data files, from the build's environment
 * (docs/editing.md and docs/deploying.md). In production: the GitHub repository, through the
 * OAuth client the host or a small worker provides. Locally: Decap's proxy on this machine.
 */
export interface EditorSettings {
  /** "owner/name" on GitHub; editors need write access to it. */
  readonly repo: string | undefined;
  readonly branch: string;
  /** The OAuth client's origin (Decap's `base_url`); unset, Netlify's own, for sites on Netlify. */
  readonly authUrl: string | undefined;
  /** Decap's local proxy (`decap-server`), for editing the working tree with no account. */
  readonly localBackend: string | undefined;
}

const GITHUB_REPO = /^[\w.-]+\/[\w.-]+$/;

/** "owner/name" from Netlify's REPOSITORY_URL (https or ssh), when it is a GitHub repository. */
function githubRepoOf(url: string | undefined): string | undefined {
  const match = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? "");
  return match?.[1];
}

function absoluteUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^https?:\/\/[^/]/.test(value)) throw new Error(`${name} must be an absolute http(s) address, not "${value}"`);
  return value.replace(/\/$/, "");
}

/** The editor's settings from the environment; a malformed one stops the build, saying which. */
export function editorSettingsFrom(env: Readonly<Record<string, string | undefined>>): EditorSettings {
  const repo = env.EDITOR_GITHUB_REPO || githubRepoOf(env.REPOSITORY_URL);
  if (repo !== undefined && !GITHUB_REPO.test(repo))
    throw new Error(`EDITOR_GITHUB_REPO must be "owner/name" on GitHub, not "${repo}"`);
  return {
    repo,
    branch: env.EDITOR_GITHUB_BRANCH || "main",
    authUrl: absoluteUrl("EDITOR_AUTH_URL", env.EDITOR_AUTH_URL),
    localBackend: absoluteUrl("EDITOR_LOCAL_BACKEND", env.EDITOR_LOCAL_BACKEND),
  };
}
