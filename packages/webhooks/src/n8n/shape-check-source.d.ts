/**
 * The shape check (`../shape.ts`) with valibot and the payload schemas, as one script that defines
 * `shape.payloadProblems(form, body)`: no file, but what the build's plugin (`vite-shape-check.ts`)
 * bundles when `workflows.ts` imports it, for the n8n "Check the body" Code node, which cannot import
 * packages.
 */
declare const source: string;
export default source;
