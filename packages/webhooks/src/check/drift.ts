/**
 * Whether the site's n8n workflows still do what `provision` wrote, read-only through n8n's public
 * API: each lead workflow, the alert and the resend workflow, compared with what `provision` would
 * write in every node's flags (switched off, going on after an error, retries), the nodes and the
 * wiring. The values only `provision`'s settings know (addresses, credentials, the table) are left to
 * it; a hand edit that loses leads (a "Keep the lead" switched off) shows here within the hour.
 */
import { publicApi } from "../n8n/api.js";
import { differences } from "../n8n/provision.js";
import { alertWorkflow, leadWorkflow, LEAD_FORMS, resendWorkflow } from "../n8n/workflows.js";

type Fetch = typeof globalThis.fetch;

/** The same workflow with every node's parameters and credentials left out: what the flags compare on. */
function flagsOnly<Workflow extends { nodes: unknown[] }>(workflow: Workflow): Workflow {
  return {
    ...workflow,
    nodes: workflow.nodes.map((node) => {
      const {
        parameters: _parameters,
        credentials: _credentials,
        webhookId: _webhookId,
        ...rest
      } = node as Record<string, unknown>;
      return rest;
    }),
  };
}

/** Each workflow that is missing, switched off or changed, in words; none when all are as written. */
export async function workflowDrift({ url, apiKey, fetch }: { url: string; apiKey: string; fetch?: Fetch }) {
  const api = publicApi({ url, apiKey, fetch });
  const wanted = [...LEAD_FORMS.map((form) => leadWorkflow(form)), alertWorkflow(), resendWorkflow()];
  const found: string[] = [];
  for (const workflow of wanted) {
    const [stored] = await api.workflowsNamed(workflow.name);
    if (!stored) {
      found.push(`"${workflow.name}" is missing`);
      continue;
    }
    const changed = differences({ ...flagsOnly(workflow), settings: {} }, { ...flagsOnly(stored), settings: {} });
    const off = stored.active || workflow.name === alertWorkflow().name ? [] : ["switched off"];
    if (changed.length + off.length > 0) found.push(`"${workflow.name}": ${[...off, ...changed].join("; ")}`);
  }
  return found;
}
