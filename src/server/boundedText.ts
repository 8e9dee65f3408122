/**
 * A request's body as text, read as it streams and cut at a limit: the one way the functions read a body. A body
 * is counted chunk by chunk and the stream is cancelled the moment it passes the limit, so a large body is never
 * held whole, whether it says its size (`Content-Length`) or not (chunked).
 */

/** The body's text, or why there is none. */
export type BoundedText =
  { readonly text: string } | { readonly problem: "too-large" } | { readonly problem: "not-text" };

/** The body of `request` as UTF-8 text, if it is no longer than `maxBytes` bytes and is UTF-8. */
export async function boundedText(request: Request, maxBytes: number): Promise<BoundedText> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !(Number(declared) <= maxBytes)) {
    await request.body?.cancel();
    return { problem: "too-large" };
  }
  if (!request.body) return { text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { problem: "too-large" };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { problem: "not-text" };
  }
}
