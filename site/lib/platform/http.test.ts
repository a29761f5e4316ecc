import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseJsonField, readCookie, readForm, readJson, readMultipart } from './http';

/** A same-site POST carrying the double-submit token, so the readers get past the CSRF check. */
function post(body: BodyInit, contentType: string): Request {
  return new Request('http://shop.test/_api/x', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType, cookie: 'sf_csrf=token', 'x-csrf-token': 'token', origin: 'http://shop.test', host: 'shop.test' },
  });
}

const messageOf = async (result: { ok: boolean; response?: Response }) => ({ status: result.response?.status, body: await result.response?.json() });

describe('the body readers hold every text to the text rule', () => {
  const schema = z.object({ name: z.string(), tags: z.array(z.string()).optional() });

  it('refuses NUL and unpaired surrogates in JSON string values, naming the field; a syntax error stays a syntax error', async () => {
    expect(await messageOf(await readJson(post('{"name":"Ada\\u0000"}', 'application/json'), schema))).toEqual({
      status: 400,
      body: { success: false, message: "The request body's value at name contains a NUL character (U+0000)." },
    });
    expect((await messageOf(await readJson(post('{"name":"ok","tags":["a","\\ud800"]}', 'application/json'), schema))).body.message).toMatch(/at tags\[1\] contains an unpaired UTF-16 surrogate/);
    expect((await messageOf(await readJson(post('{"name":', 'application/json'), schema))).body.message).toBe('The request body must be JSON.');
    expect(await readJson(post('{"name":"Zoë 😀"}', 'application/json'), schema)).toEqual({ ok: true, data: { name: 'Zoë 😀' } });
  });

  it('refuses malformed escapes and escaped NUL in a urlencoded form', async () => {
    expect((await messageOf(await readForm(post('csrf_token=token&email=%zz', 'application/x-www-form-urlencoded')))).body.message).toMatch(/^The form has a malformed percent-escape/);
    expect((await messageOf(await readForm(post('csrf_token=token&email=a%00b', 'application/x-www-form-urlencoded')))).body.message).toMatch(/^The form contains a NUL/);
    const ok = await readForm(post('csrf_token=token&email=ada%40example.com&q=100%25+off', 'application/x-www-form-urlencoded'));
    expect(ok.ok && Object.fromEntries(ok.form)).toMatchObject({ email: 'ada@example.com', q: '100% off' });
  });

  it('refuses NUL in a multipart form’s text fields and names, and leaves files to their handler', async () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      data.append('file', new Blob([new Uint8Array([0, 1, 0])]), 'x.bin');
      return data;
    };
    const multipart = (data: FormData) => new Request('http://shop.test/_api/x', { method: 'POST', body: data });
    expect((await messageOf(await readMultipart(multipart(form({ title: 'Spring\u0000' })), 10_000))).body.message).toBe('The form field "title" contains a NUL character (U+0000).');
    expect((await messageOf(await readMultipart(multipart(form({ 'ti\u0000tle': 'x' })), 10_000))).body.message).toMatch(/^A form field's name contains a NUL/);
    const ok = await readMultipart(multipart(form({ title: 'Spring' })), 10_000);
    expect(ok.ok && ok.form.get('file')).toBeInstanceOf(Blob);
  });

  it('parses a JSON form field under the same rule', () => {
    const field = (data: string) => parseJsonField(new URLSearchParams({ data }), 'data');
    expect(field('{"colourSelected":"red"}')).toEqual({ ok: true, value: { colourSelected: 'red' } });
    expect(field('{"colourSelected":"red\\u0000"}')).toEqual({ ok: false, reason: 'text', message: "data's value at colourSelected contains a NUL character (U+0000)." });
    expect(field('nope')).toEqual({ ok: false, reason: 'syntax', message: 'data must be JSON' });
  });

  it('reads a cookie with broken escapes as absent rather than failing', () => {
    const request = new Request('http://shop.test/', { headers: { cookie: 'sf_session=%zz; sf_csrf=a%20b' } });
    expect(readCookie(request, 'sf_session')).toBeUndefined();
    expect(readCookie(request, 'sf_csrf')).toBe('a b');
  });
});
