/**
 * The check's look at the leads table, through the owner's login (n8n 1.123's public API has no
 * data tables): the table the lead workflows write to, by the id they hold, must still exist and
 * be called "Grand River leads"; and all data tables together must stay well under n8n's cap, past
 * which every lead is answered 500 and kept nowhere.
 */
import { ownerSession, publicApi, type StoredWorkflow } from "../n8n/api.js";
import { recordedTableId } from "../n8n/provision.js";
import { LEAD_FORMS, LEADS_TABLE_NAME, workflowName } from "../n8n/workflows.js";

/** n8n's cap on all data tables together, unless N8N_DATA_TABLES_MAX_SIZE_BYTES says otherwise. */
export const DATA_TABLES_CAP_BYTES = 50 * 1024 * 1024;

/** The share of the cap past which the check fails: n8n's own warning threshold. */
const WARN_SHARE = 0.8;

type Fetch = typeof globalThis.fetch;

/** Bytes as n8n's editor shows them: KB below a megabyte, else MB. */
const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Reads the leads table and the data tables' size.
 * @param capBytes the cap n8n runs with
 * @returns a line per finding, and whether any loses leads
 */
export async function checkLeadsTable({
  url,
  apiKey,
  owner,
  capBytes,
  fetch,
  print,
}: {
  url: string;
  apiKey: string;
  owner: { email: string; password: string };
  capBytes: number;
  fetch?: Fetch;
  print: (line: string) => void;
}): Promise<{ lines: string[]; failed: boolean }> {
  const api = publicApi({ url, apiKey, ...(fetch ? { fetch } : {}) });
  const stored = new Map<string, StoredWorkflow | undefined>();
  for (const form of LEAD_FORMS) stored.set(workflowName(form), (await api.workflowsNamed(workflowName(form)))[0]);
  const session = await ownerSession({ url, ...owner, ...(fetch ? { fetch } : {}), print });
  const lines: string[] = [];
  let failed = false;

  const tableId = recordedTableId(stored);
  const table = tableId ? await session.findTable({ id: tableId }) : undefined;
  if (tableId && !table) {
    failed = true;
    lines.push(
      `The leads table: the lead workflows write to the table with id ${tableId}, which n8n no longer has, so every lead ` +
        "is answered 500 and kept nowhere. Run provision: it makes the table anew, or names a table with the leads' columns that may hold them.",
    );
  } else if (table && table.name !== LEADS_TABLE_NAME) {
    failed = true;
    lines.push(
      `The leads table: the lead workflows keep the leads in "${table.name}" (id ${table.id}), which is no longer called ` +
        `"${LEADS_TABLE_NAME}" (renamed in n8n). Rename it back in n8n (Overview, Data tables), so the leads are where ` +
        "the docs send people; provision keeps writing to it either way.",
    );
  } else if (table) {
    lines.push(`The leads table: "${table.name}" (id ${table.id}).`);
  }

  const size = await session.tablesSize();
  const share = size.totalBytes / capBytes;
  const leads = table ? size.dataTables?.[table.id]?.sizeBytes : undefined;
  const usage =
    `Data tables: ${megabytes(size.totalBytes)} of n8n's cap of ${megabytes(capBytes)} for all tables together ` +
    `(${Math.round(share * 100)} %${leads === undefined ? "" : `; the leads table ${megabytes(leads)}`})`;
  const n8nWarns = size.quotaStatus !== undefined && size.quotaStatus !== "ok";
  if (share > WARN_SHARE || n8nWarns) {
    failed = true;
    lines.push(
      `${usage}${n8nWarns ? `, and n8n itself says "${size.quotaStatus}"` : ""}: past the cap every lead is answered 500 ` +
        "and kept nowhere. Download the leads table's CSV and delete its old rows now (docs/receivers.md, " +
        '"The table\'s capacity"); keep the rows still announced: false.',
    );
  } else {
    lines.push(`${usage}.`);
  }
  return { lines, failed };
}
