import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { BrowserContext, Route } from "@playwright/test";

/**
 * A stand-in for api.github.com, answering the calls Decap's GitHub backend makes
 * (decap-cms-backend-github's API.js, in Decap's bundle) as GitHub answers them, on a repository
 * held in memory: who is signed in and may push; a folder's files and their blob shas
 * (`git/trees/<branch>:<folder>`); a blob's bytes; a file's last commit; and a save through the Git
 * Data API (blobs, a tree on a base tree, a commit, then the branch moved to it). As on GitHub, the
 * branch only moves forward: a commit whose parent is no longer the branch's head is refused with
 * 422 "Update is not a fast forward". It serves the browser through Playwright's routing, so the
 * editor talks to "https://api.github.com" exactly as it does live.
 */

const sha1 = (bytes: Buffer | string) => createHash("sha1").update(bytes).digest("hex");
/** A blob's id as git computes it. */
const blobSha = (bytes: Buffer) => sha1(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]));

interface Commit {
  readonly tree: string;
  readonly parents: readonly string[];
  readonly message: string;
}

/** The repository as a test reads it back. */
export interface GitHubStandIn {
  readonly repo: string;
  readonly branch: string;
  /** A file's text at the branch's head. */
  file(repositoryPath: string): string;
  /** The commit messages on the branch, newest first. */
  commits(): string[];
}

/** Answers `repo`'s API calls in `context`, with the files of `root` (a repository-shaped folder) as its first commit. */
export async function standInForGitHub(context: BrowserContext, root: string, repo: string): Promise<GitHubStandIn> {
  const branch = "main";
  const blobs = new Map<string, Buffer>();
  const trees = new Map<string, ReadonlyMap<string, string>>();
  const commits = new Map<string, Commit>();

  const storeTree = (files: ReadonlyMap<string, string>) => {
    const sha = sha1(JSON.stringify([...files].sort()));
    trees.set(sha, files);
    return sha;
  };
  const storeCommit = (commit: Commit) => {
    const sha = sha1(`${JSON.stringify(commit)}${commits.size}`);
    commits.set(sha, commit);
    return sha;
  };

  const first = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const bytes = await readFile(path.join(entry.parentPath, entry.name));
    const sha = blobSha(bytes);
    blobs.set(sha, bytes);
    first.set(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"), sha);
  }
  let head = storeCommit({ tree: storeTree(first), parents: [], message: "The site as committed" });

  const headFiles = () => trees.get(commits.get(head)?.tree ?? "") ?? new Map<string, string>();

  /** A folder's direct entries, as `GET /repos/…/git/trees/<branch>:<folder>` lists them. */
  const folder = (name: string) => {
    const prefix = name === "" ? "" : `${name}/`;
    const entries = new Map<string, { path: string; type: "blob" | "tree"; sha: string; mode: string }>();
    for (const [file, sha] of headFiles()) {
      if (!file.startsWith(prefix)) continue;
      const [first = "", ...rest] = file.slice(prefix.length).split("/");
      entries.set(
        first,
        rest.length === 0
          ? { path: first, type: "blob", sha, mode: "100644" }
          : { path: first, type: "tree", sha: sha1(prefix + first), mode: "040000" },
      );
    }
    return { sha: sha1(name), tree: [...entries.values()], truncated: false };
  };

  const base = `/repos/${repo}`;
  const answer = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: "application/json; charset=utf-8", body: JSON.stringify(body) });

  await context.route("https://api.github.com/**", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const method = request.method();
    const body = (request.postData() ? request.postDataJSON() : {}) as Record<string, unknown>;
    const where = decodeURIComponent(url.pathname);

    if (method === "GET" && where === "/user")
      return answer(route, 200, { login: "owner", name: "The Owner", avatar_url: "", email: "owner@example.com" });
    if (method === "GET" && where === base)
      return answer(route, 200, {
        full_name: repo,
        default_branch: branch,
        owner: { login: repo.split("/")[0] },
        permissions: { admin: false, push: true, pull: true },
      });
    if (method === "GET" && where === `${base}/branches/${branch}`)
      return answer(route, 200, {
        name: branch,
        commit: { sha: head, commit: { tree: { sha: commits.get(head)?.tree } } },
      });
    const tree = new RegExp(`^${base}/git/trees/${branch}:(.*)$`).exec(where);
    if (method === "GET" && tree) return answer(route, 200, folder(tree[1] ?? ""));
    const blob = new RegExp(`^${base}/git/blobs/([0-9a-f]{40})$`).exec(where);
    if (method === "GET" && blob) {
      const bytes = blobs.get(blob[1] ?? "");
      if (!bytes) return answer(route, 404, { message: "Not Found" });
      return answer(route, 200, {
        sha: blob[1],
        size: bytes.length,
        encoding: "base64",
        content: bytes.toString("base64"),
      });
    }
    if (method === "GET" && where === `${base}/commits`)
      return answer(route, 200, [
        { sha: head, commit: { author: { name: "The Owner", date: new Date(0).toISOString() } } },
      ]);
    if (method === "POST" && where === `${base}/git/blobs`) {
      const bytes = Buffer.from(String(body.content), body.encoding === "base64" ? "base64" : "utf8");
      const sha = blobSha(bytes);
      blobs.set(sha, bytes);
      return answer(route, 201, { sha, url: `https://api.github.com${base}/git/blobs/${sha}` });
    }
    if (method === "POST" && where === `${base}/git/trees`) {
      // Decap names the branch's head commit as the base; GitHub reads a commit's tree there.
      const baseTree = String(body.base_tree);
      const files = new Map(trees.get(baseTree) ?? trees.get(commits.get(baseTree)?.tree ?? "") ?? []);
      for (const entry of body.tree as { path: string; sha: string | null }[]) {
        if (entry.sha === null) files.delete(entry.path);
        else files.set(entry.path, entry.sha);
      }
      return answer(route, 201, { sha: storeTree(files), tree: [] });
    }
    if (method === "POST" && where === `${base}/git/commits`) {
      const sha = storeCommit({
        tree: String(body.tree),
        parents: (body.parents as string[] | undefined) ?? [],
        message: String(body.message),
      });
      return answer(route, 201, { sha, tree: { sha: body.tree }, parents: body.parents });
    }
    if (method === "PATCH" && where === `${base}/git/refs/heads/${branch}`) {
      const next = commits.get(String(body.sha));
      if (!next) return answer(route, 422, { message: "Object does not exist" });
      // Git moves a branch only to a descendant of its head, unless forced.
      if (!body.force && !next.parents.includes(head))
        return answer(route, 422, { message: "Update is not a fast forward" });
      head = String(body.sha);
      return answer(route, 200, { ref: `refs/heads/${branch}`, object: { sha: head, type: "commit" } });
    }
    return answer(route, 404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" });
  });

  return {
    repo,
    branch,
    file: (repositoryPath) => blobs.get(headFiles().get(repositoryPath) ?? "")?.toString("utf8") ?? "",
    commits: () => {
      const messages: string[] = [];
      for (let sha: string | undefined = head; sha; sha = commits.get(sha)?.parents[0])
        messages.push(commits.get(sha)?.message ?? "");
      return messages;
    },
  };
}
