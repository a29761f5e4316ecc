import { describe, expect, it } from 'vitest';
import { CHANNEL_SOURCE, CHANNEL_VERSION, envelopeOf, MAX_MESSAGE_CHARS, parseSiteMessage, parseStudioMessage } from './protocol';
import { pageTree } from './testing/entries';

const setData = (overrides: Record<string, unknown> = {}) => ({ ...envelopeOf({ type: 'set-data', seq: 1, entry: pageTree() }), ...overrides });

describe('channel messages', () => {
  it('accepts each studio message in its envelope', () => {
    expect(parseStudioMessage(envelopeOf({ type: 'init-response' }))).toEqual({ ok: true, message: { source: CHANNEL_SOURCE, version: CHANNEL_VERSION, type: 'init-response' } });
    const parsed = parseStudioMessage(setData({ viewer: 'signed-in' }));
    expect(parsed.ok && parsed.message.type === 'set-data' && parsed.message.entry.fields.title).toBe('Home');
    expect(parseStudioMessage(envelopeOf({ type: 'highlight', entryId: null })).ok).toBe(true);
  });

  it('accepts each site message in its envelope', () => {
    for (const body of [
      { type: 'init', page: { entryId: 'page-home', path: '/' } },
      { type: 'rendered', seq: 3, via: 'render', warnings: 1 },
      { type: 'render-failed', seq: 3, reason: 'The page has no title' },
      { type: 'field-click', entryId: 'hero-1', fieldId: 'heading', locale: 'en-GB' },
      { type: 'field-hover', entryId: null, fieldId: null },
    ] as const) {
      expect(parseSiteMessage(envelopeOf(body))).toMatchObject({ ok: true, message: body });
    }
  });

  it('calls traffic without the source tag foreign, so it is ignored without complaint', () => {
    expect(parseStudioMessage({ type: 'set-data', seq: 1, entry: pageTree() })).toEqual({ ok: false, reason: 'foreign' });
    expect(parseStudioMessage({ source: 'live-preview-editor', method: 'ENTRY_UPDATED' })).toEqual({ ok: false, reason: 'foreign' });
    expect(parseStudioMessage('set-data')).toEqual({ ok: false, reason: 'foreign' });
    expect(parseStudioMessage(null)).toEqual({ ok: false, reason: 'foreign' });
  });

  it('rejects messages of another version, an unknown type, or a bad payload, saying where', () => {
    expect(parseStudioMessage(setData({ version: 2 }))).toMatchObject({ ok: false, reason: 'invalid' });
    expect(parseStudioMessage({ ...envelopeOf({ type: 'init-response' }), type: 'reload' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(parseStudioMessage(setData({ seq: -1 }))).toMatchObject({ ok: false, reason: 'invalid', detail: expect.stringContaining('seq') });
    expect(parseStudioMessage(setData({ seq: 1.5 }))).toMatchObject({ ok: false, reason: 'invalid' });
    expect(parseStudioMessage(setData({ entry: { ...pageTree(), kind: 'asset' } }))).toMatchObject({ ok: false, reason: 'invalid', detail: expect.stringContaining('entry.kind') });
    expect(parseStudioMessage(setData({ entry: { ...pageTree(), id: 'has spaces' } }))).toMatchObject({ ok: false, reason: 'invalid', detail: expect.stringContaining('entry.id') });
    expect(parseStudioMessage(setData({ viewer: 'admin' }))).toMatchObject({ ok: false, reason: 'invalid', detail: expect.stringContaining('viewer') });
    expect(parseSiteMessage(envelopeOf({ type: 'field-click', entryId: 'hero-1', fieldId: '<img>' } as never))).toMatchObject({ ok: false, reason: 'invalid' });
    // A studio message is not a site message, and the other way round.
    expect(parseSiteMessage(setData())).toMatchObject({ ok: false, reason: 'invalid' });
    expect(parseStudioMessage(envelopeOf({ type: 'field-click', entryId: 'hero-1', fieldId: 'heading' }))).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('rejects an oversized message before validating it, and one that cannot be serialised', () => {
    const huge = pageTree({ heading: 'x'.repeat(MAX_MESSAGE_CHARS) });
    expect(parseStudioMessage(setData({ entry: huge }))).toMatchObject({ ok: false, reason: 'too-large' });
    const looped = pageTree();
    looped.fields.self = looped;
    expect(parseStudioMessage(setData({ entry: looped }))).toMatchObject({ ok: false, reason: 'too-large', detail: 'unserialisable chars' });
  });
});
