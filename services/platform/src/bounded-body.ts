/**
 * Reads a request body of at most `maxBytes`; undefined when it is larger. A declared
 * Content-Length over the limit is refused without reading, and since a chunked body declares
 * none, the stream itself is counted and cancelled at the limit: an oversized body is never
 * buffered whole. A request without a body reads as empty.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body as UTF-8 text, within the same limit. */
export async function readBoundedText(request: Request, maxBytes: number): Promise<string | undefined> {
  const body = await readBoundedBody(request, maxBytes);
  return body === undefined ? undefined : new TextDecoder().decode(body);
}
