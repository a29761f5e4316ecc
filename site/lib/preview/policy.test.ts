import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentfulLivePreviewSettings, draftModeHeaders, fieldTagLocale, previewFrameAncestors, previewParentOrigins } from './policy';

const local = { protocol: 'http:', host: 'hartley.localhost:3300' };
const realSpace = { CONTENTFUL_SPACE_ID: 'abc123', CONTENTFUL_ACCESS_TOKEN: 'token' };

afterEach(() => vi.restoreAllMocks());

describe('preview policy', () => {
  it('lets the server’s own origins and PREVIEW_ALLOWED_ORIGINS drive the preview, nobody else', () => {
    const origins = previewParentOrigins(local, { PREVIEW_ALLOWED_ORIGINS: 'https://studio.example.com' });
    expect(origins).toEqual(expect.arrayContaining(['http://localhost:3300', 'http://hartley.localhost:3300', 'http://coast.localhost:3300', 'http://nastygal.localhost:3300', 'https://studio.example.com']));
    expect(origins).not.toContain('http://localhost:3000');
    expect(origins.some((origin) => origin.includes('evil'))).toBe(false);
  });

  it('warns about PREVIEW_ALLOWED_ORIGINS entries that are not origins instead of allowing them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const origins = previewParentOrigins(local, { PREVIEW_ALLOWED_ORIGINS: '*, https://studio.example.com/path' });
    expect(origins).not.toContain('*');
    expect(origins.some((origin) => origin.startsWith('https://studio.example.com'))).toBe(false);
    expect(warn.mock.calls.map((call) => JSON.parse(String(call[0])).entry)).toEqual(['*', 'https://studio.example.com/path']);
  });

  it('serves draft-mode responses privately, unindexed, and framable by the allowed parents only', () => {
    const headers = draftModeHeaders(local, { PREVIEW_ALLOWED_ORIGINS: 'http://studio.preview.test' });
    expect(headers['Cache-Control']).toBe('private, no-store');
    expect(headers['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(headers['Content-Security-Policy']).toMatch(/^frame-ancestors 'self' /);
    expect(headers['Content-Security-Policy']).toContain(' http://studio.preview.test');
    expect(headers['Content-Security-Policy']).toContain(' http://localhost:3300');
    expect(headers['Content-Security-Policy']).not.toContain('contentful');
  });

  it('lets Contentful’s web app frame the preview only when the site reads a real space', () => {
    expect(previewFrameAncestors(local, realSpace)).toEqual(expect.arrayContaining(['https://app.contentful.com', 'https://app.eu.contentful.com']));
    expect(previewFrameAncestors(local, {})).not.toContain('https://app.contentful.com');
  });

  it('starts Contentful’s live preview only in draft mode against a real space', () => {
    expect(contentfulLivePreviewSettings('preview', 'en-GB', realSpace)).toEqual({ locale: 'en-GB', targetOrigins: ['https://app.contentful.com', 'https://app.eu.contentful.com'] });
    expect(contentfulLivePreviewSettings('preview', 'en-GB', { ...realSpace, CONTENTFUL_LOCALE: 'en-US' })?.locale).toBe('en-US');
    expect(contentfulLivePreviewSettings('published', 'en-GB', realSpace)).toBeUndefined();
    expect(contentfulLivePreviewSettings('preview', 'en-GB', {})).toBeUndefined();
  });

  it('tags fields with the content locale, the site’s locale by default', () => {
    expect(fieldTagLocale('en-GB', {})).toBe('en-GB');
    expect(fieldTagLocale('en-GB', { CONTENTFUL_LOCALE: 'de-DE' })).toBe('de-DE');
  });
});
