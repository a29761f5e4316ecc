import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { buildStudioSpace, studioEditor } from './studio-space.testing';
import type { StudioContent } from '../contentful/management-client';
import { createPage, deletePage, duplicatePage, entryTree, listSitePages, pagesUsing } from './pages';

const hartley = { id: 'hartley', name: 'Hartley & Vale', contentScope: 'hartley' };
const coast = { id: 'coast', name: 'Coast', contentScope: 'coast' };

describe('studio page operations through the Management API', () => {
  let handle: DatabaseHandle;
  let content: StudioContent;

  beforeAll(async () => {
    handle = await openTestDatabase();
    const { management } = await buildStudioSpace(handle.db);
    ({ content } = await studioEditor(handle.db, management));
  });
  afterAll(() => handle.close());

  it('lists a site’s pages and the shared ones, by title, with their status and path', async () => {
    const pages = await listSitePages(content, hartley);
    expect(pages.map((page) => page.title)).toEqual(['Delivery', 'Home', 'Summer edit']);
    expect(pages[0]).toMatchObject({ site: null, slug: 'informational/delivery', path: '/pages/informational/delivery', status: 'published' });
    expect(pages[1]).toMatchObject({ id: 'hv-home', site: 'hartley', path: '/' });
    expect((await listSitePages(content, coast)).map((page) => page.title)).toEqual(['Coast home', 'Delivery']);
  });

  it('gives an entry with every entry and asset it links to', async () => {
    const tree = await entryTree(content, 'hv-home');
    expect(tree?.rootId).toBe('hv-home');
    expect(tree?.locale).toBe('en-GB');
    expect(Object.keys(tree?.entries ?? {}).sort()).toEqual(
      ['hv-home', 'hv-hero-section', 'hv-text-section', 'hv-hero', 'hv-hero-link-1', 'hv-hero-hotspot-1', 'hv-text', 'vis-guests'].sort(),
    );
    expect(tree?.assets['img-party']).toMatchObject({ title: 'Party dresses', width: 2400, url: '/_img/campaigns/partywear/1' });
    expect(tree?.entries['hv-hero']?.fields.heading).toBe('Dressed for the Season');
    expect(await entryTree(content, 'no-such-entry')).toBeUndefined();
  });

  it('creates a draft page on the site, refusing a slug the site already has', async () => {
    const page = await createPage(content, hartley, { title: 'Winter sale', slug: 'winter-sale' });
    expect(page).toMatchObject({ title: 'Winter sale', slug: 'winter-sale', site: 'hartley', status: 'draft', path: '/pages/winter-sale' });
    await expect(createPage(content, hartley, { title: 'Another', slug: 'winter-sale' })).rejects.toMatchObject({ status: 409, code: 'SlugTaken' });
    // Another site may use the same slug: pages belong to one site.
    expect((await createPage(content, coast, { title: 'Winter sale', slug: 'winter-sale' })).site).toBe('coast');
    expect((await listSitePages(content, hartley)).map((p) => p.slug)).toContain('winter-sale');
  });

  it('duplicates a page as new entries all the way down, linking shared settings and assets', async () => {
    const copy = await duplicatePage(content, 'hv-home', { title: 'Home (copy)', slug: 'home-copy' }, hartley.name);
    expect(copy).toMatchObject({ title: 'Home (copy)', slug: 'home-copy', site: 'hartley', status: 'draft' });
    const original = (await entryTree(content, 'hv-home'))!;
    const copied = (await entryTree(content, copy.id))!;
    const originalIds = new Set(Object.keys(original.entries));
    const copiedEntries = Object.values(copied.entries);
    // Same shape: sections, hero, link, hotspot and text copied; the visibility config shared.
    expect(copiedEntries.map((entry) => entry.contentType).sort()).toEqual(Object.values(original.entries).map((entry) => entry.contentType).sort());
    for (const entry of copiedEntries) {
      if (entry.contentType === 'visibilityConfig') expect(entry.id).toBe('vis-guests');
      else expect(originalIds.has(entry.id), `${entry.contentType} ${entry.id} is a new entry`).toBe(false);
    }
    const hero = copiedEntries.find((entry) => entry.contentType === 'heroBanner')!;
    expect(hero.fields.heading).toBe('Dressed for the Season');
    expect(hero.fields.image).toEqual({ sys: { type: 'Link', linkType: 'Asset', id: 'img-party' } });
    expect(hero.status).toBe('draft');
    await expect(duplicatePage(content, 'hv-home', { title: 'Again', slug: 'home-copy' }, hartley.name)).rejects.toMatchObject({ status: 409 });
    await expect(duplicatePage(content, 'hv-text', { title: 'Text', slug: 'text' }, hartley.name)).rejects.toMatchObject({ status: 400, code: 'NotAPage' });
    await expect(duplicatePage(content, 'nope', { title: 'Text', slug: 'text' }, hartley.name)).rejects.toMatchObject({ status: 404 });
  });

  it('names the pages an entry appears on', async () => {
    const pages = await pagesUsing(content, 'hv-text');
    expect(pages.map((page) => page.id).sort()).toEqual(['hv-home', 'hv-summer']);
    expect((await pagesUsing(content, 'hv-hero-link-1')).map((page) => page.id)).toEqual(['hv-home']);
  });

  it('deletes a published page and what only it used, keeping entries other pages still use', async () => {
    const result = await deletePage(content, 'hv-home');
    expect(result.deleted[0]).toBe('hv-home');
    expect(result.deleted).toEqual(expect.arrayContaining(['hv-hero-section', 'hv-hero', 'hv-hero-link-1', 'hv-hero-hotspot-1']));
    // The text section is still on the summer page; the visibility config is shared.
    expect(result.kept).toContain('hv-text-section');
    expect(result.deleted).not.toContain('vis-guests');
    expect(await content.getEntry('hv-home')).toBeUndefined();
    expect(await content.getEntry('hv-hero')).toBeUndefined();
    expect(await content.getEntry('hv-text-section')).toBeDefined();
    expect(await content.getEntry('vis-guests')).toBeDefined();
    await expect(deletePage(content, 'hv-home')).rejects.toMatchObject({ status: 404 });
  });
});
