import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file) => parse(readFileSync(path.join(root, file), "utf8"));
const ci = read(".github/workflows/ci.yml");
const release = read(".github/workflows/release.yml");
const steps = Object.values(release.jobs).flatMap((job) => job.steps);

describe("release.yml", () => {
  it("starts only from CI's finished run on main, never from a push", () => {
    expect(Object.keys(release.on)).toEqual(["workflow_run"]);
    expect(release.on.workflow_run).toEqual({ workflows: [ci.name], types: ["completed"], branches: ["main"] });
  });

  it("runs each job only when that CI run succeeded on a push", () => {
    for (const job of Object.values(release.jobs)) {
      expect(job.if).toContain("github.event.workflow_run.conclusion == 'success'");
      expect(job.if).toContain("github.event.workflow_run.event == 'push'");
      expect(job.if).not.toMatch(/\|\|/);
    }
  });

  it("publishes the commit CI tested, not main's newest", () => {
    const checkout = steps.find((step) => String(step.uses).startsWith("actions/checkout@"));
    expect(checkout.with.ref).toBe("${{ github.event.workflow_run.head_sha }}");
  });

  it("publishes with npm provenance", () => {
    expect(release.permissions["id-token"]).toBe("write");
    const publish = steps.find((step) => String(step.uses).startsWith("changesets/action@"));
    expect(publish.env.NPM_CONFIG_PROVENANCE).toBe(true);
  });
});
