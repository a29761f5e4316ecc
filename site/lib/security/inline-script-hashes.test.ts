import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { hashInlineScriptsOf, inlineScriptHashes, INLINE_SCRIPTS_TOKEN, withScriptHashes } from './inline-script-hashes.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const PAYLOAD = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])';
const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>',
  '<p>£ café</p>',
  `<script>${PAYLOAD}</script>`,
  '<script>$RC("B:1","S:1")</script>',
  `<script>${PAYLOAD}</script>`,
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '<script type="module">import "/x.js"; // é</script>',
  '<script id="_R_">(globalThis.T || (globalThis.T = [])).push({})</script>',
  '</body></html>',
].join('');

describe('inline script hashes', () => {
  it('hashes each inline script a browser would run, once, skipping external scripts and data blocks', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha256(PAYLOAD), sha256('$RC("B:1","S:1")'), sha256('import "/x.js"; // é'), sha256('(globalThis.T || (globalThis.T = [])).push({})')]);
  });

  it('puts them in place of the token, or removes the token', () => {
    const policy = `default-src 'self'; script-src 'self' ${INLINE_SCRIPTS_TOKEN}; object-src 'none'`;
    expect(withScriptHashes(policy, ["'sha256-a'", "'sha256-b'"])).toBe("default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; object-src 'none'");
    expect(withScriptHashes(policy, [])).toBe("default-src 'self'; script-src 'self'; object-src 'none'");
  });
});

describe('a response through the hasher', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(handler: Parameters<typeof createServer>[1]) {
    server = createServer((request, response) => {
      hashInlineScriptsOf(response);
      handler!(request, response);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  const policy = `script-src 'self' ${INLINE_SCRIPTS_TOKEN}`;

  it('sends a streamed HTML page whole, with the hashes of its scripts in its policy', async () => {
    const url = await serve((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-security-policy', policy);
      response.flushHeaders();
      // Written in pieces that split a script and a multi-byte character, as streaming does.
      const bytes = Buffer.from(PAGE, 'utf8');
      response.write(bytes.subarray(0, 130));
      response.write(bytes.subarray(130, 161));
      setTimeout(() => response.end(bytes.subarray(161)), 5);
    });
    const answer = await fetch(url);
    expect(await answer.text()).toBe(PAGE);
    expect(answer.headers.get('content-security-policy')).toBe(`script-src 'self' ${inlineScriptHashes(PAGE).join(' ')}`);
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
  });

  it('reads a compressed page to hash it, and sends the compressed bytes unchanged', async () => {
    const compressed = gzipSync(PAGE);
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-security-policy': policy });
      response.write(compressed.subarray(0, 20));
      response.end(compressed.subarray(20));
    });
    const answer = await fetch(url);
    expect(await answer.text()).toBe(PAGE);
    expect(answer.headers.get('content-security-policy')).toContain(sha256(PAYLOAD));
  });

  it('sends Not Modified without a policy, so the browser keeps the one it stored with the page', async () => {
    const url = await serve((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-security-policy', policy);
      response.statusCode = 304;
      response.end();
    });
    const answer = await fetch(url);
    expect(answer.status).toBe(304);
    expect(answer.headers.get('content-security-policy')).toBeNull();
  });

  it('tags a page by its bytes and answers Not Modified, with the same policy, to a browser that has it', async () => {
    let page = PAGE;
    const url = await serve((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-security-policy', policy);
      response.end(page);
    });
    const first = await fetch(url);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(await first.text()).toBe(PAGE);
    const again = await fetch(url);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(PAGE);

    const revalidated = await fetch(url, { headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));

    page = PAGE.replace('café', 'cafés');
    const changed = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toBe(page);
  });

  it('tags a page sent in pieces like one sent whole', async () => {
    let pieces = false;
    const url = await serve((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-security-policy', policy);
      if (!pieces) return response.end(PAGE);
      const bytes = Buffer.from(PAGE, 'utf8');
      response.write(bytes.subarray(0, 100));
      response.end(bytes.subarray(100));
    });
    const whole = await fetch(url);
    pieces = true;
    const streamed = await fetch(url);
    expect(streamed.headers.get('etag')).toBe(whole.headers.get('etag'));
    expect(streamed.headers.get('content-security-policy')).toBe(whole.headers.get('content-security-policy'));
    expect(await streamed.text()).toBe(await whole.text());
  });

  it('lets other responses through at once, without the token', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-security-policy': policy });
      response.end('{"ok":true}');
    });
    const answer = await fetch(url);
    expect(await answer.json()).toEqual({ ok: true });
    expect(answer.headers.get('content-security-policy')).toBe("script-src 'self'");
  });

  it('leaves responses without the token alone', async () => {
    const url = await serve((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<script>alert(1)</script>');
    });
    const answer = await fetch(url);
    expect(answer.headers.get('content-security-policy')).toBeNull();
    expect(await answer.text()).toBe('<script>alert(1)</script>');
  });

  it('allows no inline script of a body it cannot read', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-security-policy': policy });
      response.end('<script>not gzip</script>');
    });
    // The client could not decode it either; what matters is the header the server sent.
    const answer = await fetch(url);
    expect(answer.headers.get('content-security-policy')).toBe("script-src 'self'");
  });
});
