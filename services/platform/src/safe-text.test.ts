import { describe, expect, it } from 'vitest';
import { encodedTextProblem, findUnacceptableJson, MAX_JSON_DEPTH, parseAcceptableJson, textProblem, urlProblem } from './safe-text';

describe('the text rule', () => {
  it('accepts any Unicode text, surrogate pairs and control characters other than NUL included', () => {
    for (const text of ['', 'Ada Lovelace', 'Zoë 😀 名前', 'tab\tand\nnewline', '\u0001\u007f', '\uD83D\uDE00']) expect(textProblem(text)).toBeUndefined();
  });

  it('refuses NUL and unpaired surrogates, wherever they sit', () => {
    expect(textProblem('a\u0000b')).toMatch(/NUL/);
    for (const text of ['\uD800', 'x\uD800', '\uD800x', '\uDC00', 'a\uDC00\uD800b', '\uD83D\uDE00\uD83D']) expect(textProblem(text)).toMatch(/surrogate/);
  });
});

describe('percent-encoded text', () => {
  it('accepts well-formed escapes, plain text and lone plus signs', () => {
    for (const text of ['', 'dresses', 'a%20b', '%E2%82%AC', 'q=red+dress&page=2', '%25']) expect(encodedTextProblem(text)).toBeUndefined();
  });

  it('refuses broken escapes, escapes that are not UTF-8, and escaped NUL', () => {
    for (const text of ['%zz', '%', 'abc%', '%4']) expect(encodedTextProblem(text)).toMatch(/malformed percent-escape/);
    for (const text of ['%e9', '%e9x', '%ED%A0%80', '%C0%80', '%FF']) expect(encodedTextProblem(text)).toMatch(/not UTF-8/);
    expect(encodedTextProblem('a%00b')).toMatch(/NUL/);
  });

  it('says whether the path or the query string is at fault', () => {
    expect(urlProblem('/_img/%zz', '')).toMatch(/^The path has a malformed/);
    expect(urlProblem('/search', '?q=%00')).toMatch(/^The query string contains a NUL/);
    expect(urlProblem('/search', '?q=100%25')).toBeUndefined();
  });
});

describe('JSON values', () => {
  it('names the path of the first refused string value or key', () => {
    expect(findUnacceptableJson({ name: 'ok', fields: { title: { 'en-US': 'bad\u0000' } } })).toEqual({ path: 'fields.title.en-US', problem: expect.stringMatching(/NUL/) });
    expect(findUnacceptableJson({ requests: [{ params: 'x' }, { params: '\uD800' }] })).toEqual({ path: 'requests[1].params', problem: expect.stringMatching(/surrogate/) });
    expect(findUnacceptableJson({ list: { 'k\u0000': 1 } })).toEqual({ path: 'list', problem: expect.stringMatching(/key that contains a NUL/) });
    expect(findUnacceptableJson('\u0000')).toEqual({ path: '', problem: expect.stringMatching(/NUL/) });
    expect(findUnacceptableJson({ a: [1, true, null, 'fine', { b: 'also fine' }] })).toBeUndefined();
  });

  it('refuses JSON nested deeper than the limit, however deep, without overflowing the stack', () => {
    const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}"x"${']'.repeat(depth)}`) as unknown;
    expect(findUnacceptableJson(nested(MAX_JSON_DEPTH))).toBeUndefined();
    const found = findUnacceptableJson({ fields: { body: nested(200_000) } });
    expect(found?.problem).toBe(`is nested more than ${MAX_JSON_DEPTH} levels deep`);
    // The message quotes the deep end of the path, not a hundred steps of it.
    expect(found?.path).toMatch(/^….*\[0\]$/);
    expect(found?.path.length).toBeLessThanOrEqual(161);
  });

  it('tells a syntax error from a refused string, with a message naming the field', () => {
    expect(parseAcceptableJson('{"name":"Ada"}')).toEqual({ ok: true, value: { name: 'Ada' } });
    expect(parseAcceptableJson('{nope')).toMatchObject({ ok: false, reason: 'syntax', message: 'The request body is not valid JSON.' });
    expect(parseAcceptableJson('{"name":"\\u0000"}')).toMatchObject({ ok: false, reason: 'text', message: "The request body's value at name contains a NUL character (U+0000)." });
    expect(parseAcceptableJson('"\\ud800"', 'data')).toMatchObject({ ok: false, reason: 'text', message: expect.stringMatching(/^data contains an unpaired UTF-16 surrogate/) });
  });
});
