import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { heroBannerFixtures } from '@storefront/plugins/hero-banner/fixtures';
import { fixtureEntry } from '@storefront/plugins/shared/fixture-nodes';
import { emptyCatalogue } from '@storefront/plugins/testing/render';
import { textFixtures } from '@storefront/plugins/text/fixtures';
import { MAX_MESSAGE_CHARS } from '@storefront/preview/channel/protocol';
import { renderLivePreview } from './live-preview-render';

const request = { draft: true, headers: new Headers({ host: 'hartley.localhost:3300' }) };

vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: request.draft }),
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined }),
}));
// The blocks used here load nothing; the catalogue (a database) is not needed.
vi.mock('../products/catalogue', () => ({ getCatalogue: async () => emptyCatalogue }));
vi.mock('../shopper/viewer', () => ({ getViewer: async () => ({ kind: 'guest' }) }));

const hero = heroBannerFixtures[0]!.entry;
const text = textFixtures.find((fixture) => !fixture.invalid)!.entry;

function page(sections: unknown[], fields: Record<string, unknown> = {}): CmsEntry {
  return fixtureEntry('page-live', 'page', { title: 'Live page', slug: 'live/page', sections, ...fields });
}

const withHeading = (heading: string) => ({ ...hero, fields: { ...hero.fields, heading } });

async function html(input: unknown) {
  const outcome = await renderLivePreview(input);
  if (!outcome.ok) throw new Error(`render failed: ${outcome.reason}`);
  return { html: renderToStaticMarkup(<>{outcome.sections}</>), warnings: outcome.warnings };
}

beforeEach(() => {
  request.draft = true;
});

describe('the live preview render (server action)', () => {
  it('renders an unsaved tree through the storefront’s blocks, tagged for click-to-edit', async () => {
    const { html: markup, warnings } = await html({ entry: page([fixtureEntry('section-1', 'section', { internalName: 'Top', content: [withHeading('Typed, not saved')] }), text]) });
    expect(warnings).toBe(0);
    expect(markup).toContain('Typed, not saved');
    expect(markup).toMatch(/<h2[^>]*data-contentful-entry-id="fx-hero-occasion"[^>]*data-contentful-field-id="heading"[^>]*data-contentful-locale="en-GB"[^>]*>Typed, not saved<\/h2>/);
    expect(markup).toContain('data-testid="text-block"');
  });

  it('refuses outside draft mode: the public storefront never renders drafts', async () => {
    request.draft = false;
    expect(await renderLivePreview({ entry: page([withHeading('Defaced')]) })).toEqual({ ok: false, reason: expect.stringContaining('draft mode') });
  });

  it('shows an invalid block as a warning and keeps the rest of the page', async () => {
    const broken = fixtureEntry('hero-without-image', 'heroBanner', { internalName: 'Broken', heading: 'No image' });
    const { html: markup, warnings } = await html({ entry: page([broken, text]) });
    expect(warnings).toBe(1);
    expect(markup).toContain('Not shown on the storefront:');
    expect(markup).toContain('hero-without-image');
    expect(markup).toContain('data-testid="text-block"');
  });

  it('renders for the studio’s chosen visitor: a block hidden from signed-in users goes under that switch', async () => {
    const hidden = { ...withHeading('Guests only'), fields: { ...withHeading('Guests only').fields, visibility: fixtureEntry('vis-1', 'visibilityConfig', { internalName: 'Guests only', hideForLoggedInUsers: true, hideForGuestUsers: false }) } };
    expect((await html({ entry: page([hidden]), viewer: 'guest' })).html).toContain('Guests only');
    expect((await html({ entry: page([hidden]), viewer: 'signed-in' })).html).not.toContain('Guests only');
  });

  it('says why when the page itself cannot be shown or the input is not an entry tree', async () => {
    expect(await renderLivePreview({ entry: page([text], { title: undefined }) })).toEqual({ ok: false, reason: expect.stringContaining('title') });
    expect(await renderLivePreview({ entry: text })).toEqual({ ok: false, reason: expect.stringContaining('not a page') });
    expect(await renderLivePreview({ entry: { kind: 'asset', id: 'x' } })).toEqual({ ok: false, reason: expect.stringContaining('not valid') });
    expect(await renderLivePreview('<script>')).toEqual({ ok: false, reason: expect.stringContaining('not valid') });
    expect(await renderLivePreview({ entry: page([withHeading('x'.repeat(MAX_MESSAGE_CHARS))]) })).toEqual({ ok: false, reason: expect.stringContaining('larger than') });
  });
});
