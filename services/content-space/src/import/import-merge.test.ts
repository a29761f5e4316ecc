import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi, type ContentApi } from '../delivery/api';
import { ContentStoreError } from '../store/errors';
import { getSpace } from '../store/spaces';
import { sdkClient } from '../test-support/clients';
import { readFixture } from '../test-support/fixtures';
import { importSpaceExport } from './import-space-export';
import { SpaceImportError } from './validate';

const T = '2026-01-01T00:00:00.000Z';
const entry = (id: string, contentType: string, fields: Record<string, unknown>) => ({
  sys: { id, type: 'Entry', contentType: { sys: { id: contentType, type: 'Link', linkType: 'ContentType' } }, createdAt: T, updatedAt: T, version: 2, publishedVersion: 1 },
  fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { 'en-US': value }])),
});

describe('merging an export into an existing space', () => {
  let handle: DatabaseHandle;
  let api: ContentApi;

  beforeAll(async () => {
    handle = await openTestDatabase();
    api = createContentApi({ db: handle.db, basePath: '/_content' });
    await importSpaceExport(handle.db, { spaceId: 'starter', data: readFixture('page-composer-starter.export.json') });
  });
  afterAll(() => handle.close());

  const client = async () => sdkClient(api, 'starter', (await getSpace(handle.db, 'starter'))!.deliveryToken);

  it('adds documents that use the space’s own types and locales, and replaces same ids', async () => {
    const result = await importSpaceExport(handle.db, {
      spaceId: 'starter',
      merge: true,
      data: {
        entries: [
          entry('merged-button', 'button', { label: 'Merged', url: '/merged', theme: 'default' }),
          entry('36U7omnF7aFEHjVKwEhJI7', 'button', { label: 'Book Later', url: '/', theme: 'default' }),
        ],
      },
    });
    expect(result).toMatchObject({ createdSpace: false, entries: 2, publishedEntries: 2 });
    const buttons = await (await client()).getEntries({ content_type: 'button', order: ['fields.label'] });
    expect(buttons.items.map((item) => item.fields.label)).toEqual(['Book Later', 'Merged']);
    const pages = await (await client()).getEntries({ content_type: 'page' });
    expect(pages.total).toBe(1);
  });

  it('refuses a merged file whose entry uses a type the space lacks, writing nothing', async () => {
    const before = await (await client()).getEntries({ limit: 1 });
    await expect(
      importSpaceExport(handle.db, {
        spaceId: 'starter',
        merge: true,
        data: { entries: [entry('ok-button', 'button', { label: 'Fine', url: '/', theme: 'default' }), entry('bad', 'carousel', { title: 'x' })] },
      }),
    ).rejects.toThrow(SpaceImportError);
    await expect(
      importSpaceExport(handle.db, { spaceId: 'starter', merge: true, data: { entries: [entry('bad', 'carousel', {})] } }),
    ).rejects.toThrow(/Entry 'bad': content type 'carousel' does not exist/);
    const after = await (await client()).getEntries({ limit: 1 });
    expect(after.total).toBe(before.total);
  });

  it('refuses merging into a space that does not exist, and merge with replace', async () => {
    await expect(importSpaceExport(handle.db, { spaceId: 'nowhere', merge: true, data: { entries: [] } })).rejects.toThrow(ContentStoreError);
    await expect(importSpaceExport(handle.db, { spaceId: 'starter', merge: true, replace: true, data: { entries: [] } })).rejects.toThrow(/merges or replaces/);
  });
});
