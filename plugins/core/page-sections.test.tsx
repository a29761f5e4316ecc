import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderers } from '../renderers';
import { campaignImage, fixtureEntry } from '../shared/fixture-nodes';
import { rt } from '../shared/rich-text-builders';
import { emptyCatalogue, loaderContext, testSite } from '../testing/render';
import { PageSections } from './PageSections';
import { resolvePage } from './load-page';
import type { Viewer } from './renderer';

const hero = (id: string) =>
  fixtureEntry(id, 'heroBanner', { internalName: id, heading: `Hero ${id}`, image: campaignImage(`img-${id}`, 'occasion', 1, 1600, 700, id) });

const membersOnly = fixtureEntry('vis-members', 'visibilityConfig', { internalName: 'members', hideForGuestUsers: true });
const guestsOnly = fixtureEntry('vis-guests', 'visibilityConfig', { internalName: 'guests', hideForLoggedInUsers: true });

const pageEntry = fixtureEntry('home', 'page', {
  title: 'Home',
  slug: '/',
  sections: [
    hero('h1'),
    hero('h2'),
    hero('h3'),
    fixtureEntry('unknown-1', 'stats', { heading: 'x' }),
    fixtureEntry('member-text', 'text', { internalName: 'm', body: rt.doc(rt.p('Welcome back, member')), visibility: membersOnly }),
    fixtureEntry('guest-text', 'text', { internalName: 'g', body: rt.doc(rt.p('Join us today')), visibility: guestsOnly }),
  ],
});

async function render(viewer: Viewer, preview = false, eagerSections?: number) {
  const result = await resolvePage(pageEntry, { renderers, loaderContext: loaderContext(emptyCatalogue) });
  if (!result.ok) throw new Error(result.reason);
  return renderToStaticMarkup(<PageSections page={result.page} renderers={renderers} viewer={viewer} site={testSite} preview={preview} pagePath="/" eagerSections={eagerSections} />);
}

describe('PageSections', () => {
  it('loads images eagerly in the first two sections only', async () => {
    const html = await render({ kind: 'guest' });
    const loading = [...html.matchAll(/<img[^>]*loading="(\w+)"/g)].map((match) => match[1]);
    expect(loading).toEqual(['eager', 'eager', 'lazy']);
  });

  it('loads every image lazily, with no preload, where the page is only drawn in case it is needed (the not-found page)', async () => {
    const html = await render({ kind: 'guest' }, false, 0);
    const loading = [...html.matchAll(/<img[^>]*loading="(\w+)"/g)].map((match) => match[1]);
    expect(loading).toEqual(['lazy', 'lazy', 'lazy']);
    expect(html).not.toContain('rel="preload"');
  });

  it('hides blocks from guests or signed-in shoppers per visibility config', async () => {
    const guest = await render({ kind: 'guest' });
    const member = await render({ kind: 'signed-in', userId: 'u1' });
    expect(guest).toContain('Join us today');
    expect(guest).not.toContain('Welcome back, member');
    expect(member).toContain('Welcome back, member');
    expect(member).not.toContain('Join us today');
  });

  it('renders nothing for a skipped block on the storefront, and a warning in preview', async () => {
    const storefront = await render({ kind: 'guest' });
    const preview = await render({ kind: 'guest' }, true);
    expect(storefront).not.toContain('unknown-1');
    expect(storefront).not.toContain('block-warning');
    expect(preview).toMatch(/data-testid="block-warning"[^>]*>.*stats.*unknown-1.*Unknown content type/);
  });
});
