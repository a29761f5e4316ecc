import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPreviewToken, isValidPreviewToken, mintPreviewToken, mintPreviewTokenWith, PREVIEW_TOKEN_TTL_MS, previewUrlFor, previewUrlWith } from './preview-token';

const SECRET = 'the-preview-secret';
const NOW = Date.parse('2030-05-01T10:00:00Z');

describe('preview tokens', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are accepted until they expire, and never contain the secret', () => {
    const token = mintPreviewTokenWith(SECRET, NOW);
    expect(token).not.toContain(SECRET);
    expect(token).toMatch(/^pv1\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(isValidPreviewToken(token, SECRET, NOW)).toBe(true);
    expect(isValidPreviewToken(token, SECRET, NOW + PREVIEW_TOKEN_TTL_MS - 1)).toBe(true);
    expect(isValidPreviewToken(token, SECRET, NOW + PREVIEW_TOKEN_TTL_MS)).toBe(false);
  });

  it('are refused when tampered with or signed with another secret', () => {
    const token = mintPreviewTokenWith(SECRET, NOW);
    const [prefix, expiry, signature] = token.split('.') as [string, string, string];
    // A later expiry with the old signature: the signature covers the expiry.
    expect(isValidPreviewToken(`${prefix}.${Number(expiry) + 3_600_000}.${signature}`, SECRET, NOW)).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(isValidPreviewToken(`${prefix}.${expiry}.${flipped}`, SECRET, NOW)).toBe(false);
    expect(isValidPreviewToken(token, 'another-secret', NOW)).toBe(false);
    for (const junk of ['', SECRET, 'pv1', 'pv1..', `pv2.${expiry}.${signature}`, `${token}.extra`, `pv1.12ab.${signature}`]) {
      expect(isValidPreviewToken(junk, SECRET, NOW)).toBe(false);
    }
  });

  it('use the process’s preview secret, and there are none without one', async () => {
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    const token = await mintPreviewToken(NOW);
    expect(token).toBeDefined();
    expect(await isPreviewToken(token!, NOW)).toBe(true);
    expect(await isPreviewToken(token!, NOW + PREVIEW_TOKEN_TTL_MS + 1)).toBe(false);
    vi.stubEnv('PREVIEW_SECRET', 'rotated');
    expect(await isPreviewToken(token!, NOW)).toBe(false);
    vi.stubEnv('PREVIEW_SECRET', '');
    vi.stubEnv('CONTENTFUL_SPACE_ID', 'a-real-space');
    vi.stubEnv('CONTENTFUL_ACCESS_TOKEN', 'a-token');
    expect(await mintPreviewToken(NOW)).toBeUndefined();
    expect(await previewUrlFor('http://hartley.localhost:3000', '/', NOW)).toBeUndefined();
  });

  it('build the draft-mode URL of a page on a site, the home page as /', async () => {
    expect(previewUrlWith('http://hartley.localhost:3000/', '/', 'pv1.1.abc')).toBe('http://hartley.localhost:3000/api/draft?secret=pv1.1.abc&slug=%2F');
    expect(previewUrlWith('http://coast.localhost:3000', 'summer-edit', 'pv1.1.abc')).toBe('http://coast.localhost:3000/api/draft?secret=pv1.1.abc&slug=summer-edit');
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    const url = new URL((await previewUrlFor('http://coast.localhost:3000', 'informational/delivery', NOW))!);
    expect(url.pathname).toBe('/api/draft');
    expect(url.searchParams.get('slug')).toBe('informational/delivery');
    expect(isValidPreviewToken(url.searchParams.get('secret')!, SECRET, NOW)).toBe(true);
  });
});
