import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi, type ContentApi } from '../delivery/api';
import { ContentStoreError } from '../store/errors';
import { getSpace } from '../store/spaces';
import { getJson, idsOf, sdkClient } from '../test-support/clients';
import { exampleSpaceFiles, readFixture } from '../test-support/fixtures';
import { importExampleSpace } from './example-space';
import { importSpaceExport } from './import-space-export';

describe('importing the fixture spaces', () => {
  let handle: DatabaseHandle;
  let api: ContentApi;
  const tokenOf = async (spaceId: string) => (await getSpace(handle.db, spaceId))!.deliveryToken;

  beforeAll(async () => {
    handle = await openTestDatabase();
    api = createContentApi({ db: handle.db, basePath: '/_content' });
  });
  afterAll(() => handle.close());

  it('imports the example space from its delivery API dumps', async () => {
    const result = await importExampleSpace(handle.db, { files: exampleSpaceFiles() });
    expect(result).toMatchObject({ spaceId: 'cfexampleapi', createdSpace: true, locales: 2, contentTypes: 4, entries: 10, assets: 4, publishedEntries: 10 });
    const space = await getSpace(handle.db, 'cfexampleapi');
    expect(space?.name).toBe('Contentful Example API');
  });

  it('imports the blog starter export, ignoring editor interfaces and roles', async () => {
    const result = await importSpaceExport(handle.db, { spaceId: 'blog', data: readFixture('blog-starter.export.json'), name: 'Blog' });
    expect(result).toMatchObject({ locales: 1, contentTypes: 2, entries: 4, assets: 4, publishedEntries: 4, publishedAssets: 4 });
    expect(result.ignored).toEqual(['editorInterfaces (2)', 'roles (7)']);
    const client = sdkClient(api, 'blog', await tokenOf('blog'));
    const posts = await client.getEntries({ content_type: 'blogPost', order: ['-fields.publishDate'] });
    expect(posts.total).toBe(3);
    const post = posts.items.find((item) => item.fields.slug === 'hello-world')!;
    expect((post.fields.author as unknown as { fields: { name: string } }).fields.name).toBe('John Doe');
    expect((post.fields.heroImage as unknown as { fields: { file: { url: string } } }).fields.file.url).toMatch(/^\/\/images\.contentful\.com\//);
    expect((post.fields.body as { nodeType: string }).nodeType).toBe('document');
  });

  it('imports the page composer starter and resolves the home page with all nested sections', async () => {
    const result = await importSpaceExport(handle.db, { spaceId: 'composer', data: readFixture('page-composer-starter.export.json') });
    expect(result).toMatchObject({ contentTypes: 5, entries: 7, assets: 1, publishedEntries: 7 });
    const token = await tokenOf('composer');

    const raw = await getJson(api, '/_content/spaces/composer/environments/master/entries?content_type=page&fields.slug=/&include=10', token);
    expect(raw.status).toBe(200);
    expect(idsOf(raw.body)).toEqual(['4pQBscyvi608EAd3KNoxt9']);
    expect(raw.body.includes?.Entry?.map((entry) => entry.sys.contentType?.sys.id).sort()).toEqual(['button', 'hero', 'statItem', 'statItem', 'statItem', 'stats']);
    expect(raw.body.includes?.Asset?.map((asset) => asset.sys.id)).toEqual(['o1G1j1B3fpZyVGa33M1zJ']);
    expect(raw.body.errors).toBeUndefined();

    const client = sdkClient(api, 'composer', token);
    const pages = await client.getEntries({ content_type: 'page', 'fields.slug': '/', include: 10 });
    type Section = { sys: { contentType: { sys: { id: string } } }; fields: Record<string, unknown> };
    const sections = pages.items[0]!.fields.sections as unknown as Section[];
    expect(sections.map((section) => section.sys.contentType.sys.id)).toEqual(['hero', 'stats']);
    const hero = sections[0]!.fields as { heading: string; button: { fields: { label: string } }; image: { fields: { file: { fileName: string } } } };
    expect(hero.heading).toBe('Can you make the perfect sandwich?');
    expect(hero.button.fields.label).toBe('Book Now');
    expect(hero.image.fields.file.fileName).toBe('fpo-sandwich.jpg');
    const stats = sections[1]!.fields as { stats: { fields: { label: string; value: string } }[] };
    expect(stats.stats.map((stat) => stat.fields.value)).toEqual(['100%', '4M', '98%']);
  });

  it('refuses to import over existing content unless asked to replace it', async () => {
    const again = await importSpaceExport(handle.db, { spaceId: 'composer', data: readFixture('page-composer-starter.export.json') }).catch(
      (error: unknown) => error,
    );
    expect(again).toBeInstanceOf(ContentStoreError);
    expect((again as ContentStoreError).code).toBe('Conflict');
  });

  it('replaces a space\'s content, keeping its tokens and telling sync clients what went away', async () => {
    const before = (await getSpace(handle.db, 'composer'))!;
    const initial = await getJson<{ nextSyncUrl: string }>(api, '/_content/spaces/composer/environments/master/sync?initial=true', before.deliveryToken);
    const syncToken = initial.body.nextSyncUrl.split('sync_token=')[1]!;

    const blog = readFixture('blog-starter.export.json');
    const result = await importSpaceExport(handle.db, { spaceId: 'composer', data: blog, replace: true });
    expect(result.createdSpace).toBe(false);
    const after = (await getSpace(handle.db, 'composer'))!;
    expect(after.deliveryToken).toBe(before.deliveryToken);

    const pages = await getJson(api, '/_content/spaces/composer/entries?content_type=blogPost', after.deliveryToken);
    expect(pages.body.total).toBe(3);
    const delta = await getJson<{ items: { sys: { type: string; id: string } }[] }>(
      api,
      `/_content/spaces/composer/environments/master/sync?sync_token=${syncToken}`,
      after.deliveryToken,
    );
    const types = delta.body.items.map((item) => item.sys.type);
    expect(types.filter((type) => type === 'DeletedEntry')).toHaveLength(7);
    expect(types.filter((type) => type === 'DeletedAsset')).toHaveLength(1);
    expect(types.filter((type) => type === 'Entry')).toHaveLength(4);
  });
});
