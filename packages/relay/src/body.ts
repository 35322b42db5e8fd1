/** The most bytes a lead's body may have: the browser's keepalive allowance, so a lead outlives its page. */
export { KEEPALIVE_BODY_LIMIT as LEAD_BODY_LIMIT } from "@grand-river/webhooks";

/**
 * The request's body as text, or undefined once it passes `limit` bytes. Read piece by piece, so a
 * body sent without a length (chunked) is cut off at the limit rather than held whole in memory.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(whole);
}
