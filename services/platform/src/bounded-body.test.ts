import { describe, expect, it } from 'vitest';
import { readBoundedBody, readBoundedText } from './bounded-body';

function chunked(parts: string[]): { request: Request; pulled: () => number } {
  let pulled = 0;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[pulled++];
      if (part === undefined) controller.close();
      else controller.enqueue(encoder.encode(part));
    },
  });
  return { request: new Request('http://x/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit), pulled: () => pulled };
}

describe('readBoundedBody', () => {
  it('reads a body within the limit whole', async () => {
    const body = await readBoundedBody(new Request('http://x/', { method: 'POST', body: 'hello' }), 5);
    expect(new TextDecoder().decode(body)).toBe('hello');
  });

  it('reads a request without a body as empty', async () => {
    expect(await readBoundedBody(new Request('http://x/'), 10)).toEqual(new Uint8Array(0));
  });

  it('refuses a declared Content-Length over the limit', async () => {
    const request = new Request('http://x/', { method: 'POST', body: 'x'.repeat(20), headers: { 'content-length': '20' } });
    expect(await readBoundedBody(request, 10)).toBeUndefined();
  });

  it('stops reading a chunked body at the limit rather than buffering all of it', async () => {
    const { request, pulled } = chunked(['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee']);
    expect(await readBoundedBody(request, 6)).toBeUndefined();
    expect(pulled()).toBeLessThan(5);
  });

  it('joins chunks of a chunked body within the limit', async () => {
    const { request } = chunked(['ab', 'cd', 'é']);
    expect(await readBoundedText(request, 10)).toBe('abcdé');
  });
});
