import type { DatabaseHandle } from '@storefront/db/client';
import { contentDeletions, contentEntries } from '@storefront/db/schema/content';
import { openTestDatabase } from '@storefront/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { createAsset, publishAsset } from './assets';
import { deleteContentType, getContentType, publishContentType, putContentType } from './content-types';
import {
  archiveEntry,
  createEntry,
  deleteEntry,
  getEntry,
  listEntryVersions,
  publishEntry,
  unarchiveEntry,
  unpublishEntry,
  updateEntry,
} from './entries';
import { ContentStoreError } from './errors';
import { deleteLocale, listLocales, putLocale } from './locales';
import { createSpace, deleteSpace, getSpace } from './spaces';

async function refusal(promise: Promise<unknown>): Promise<ContentStoreError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentStoreError);
  return error as ContentStoreError;
}

describe('content store', () => {
  let handle: DatabaseHandle;
  const sequence = async (spaceId = 'shop') => (await getSpace(handle.db, spaceId))!.sequence;

  beforeAll(async () => {
    handle = await openTestDatabase();
    await buildCatalogueSpace(handle.db);
  });
  afterAll(() => handle.close());

  describe('spaces', () => {
    it('creates spaces with distinct random tokens and a default locale', async () => {
      const a = await createSpace(handle.db, { name: 'A' });
      const b = await createSpace(handle.db, { name: 'B', defaultLocale: { code: 'de-DE', name: 'German' } });
      expect(a.id).toMatch(/^[a-z0-9]{12}$/);
      for (const token of [a.deliveryToken, a.previewToken, b.deliveryToken]) expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set([a.deliveryToken, a.previewToken, b.deliveryToken, b.previewToken]).size).toBe(4);
      expect(a.managementToken).toMatch(/^CFPAT-/);
      expect((await listLocales(handle.db, b.id)).map((locale) => [locale.code, locale.default])).toEqual([['de-DE', true]]);
      expect((await refusal(createSpace(handle.db, { id: a.id, name: 'again' }))).code).toBe('Conflict');
      await deleteSpace(handle.db, b.id);
      expect(await getSpace(handle.db, b.id)).toBeUndefined();
    });
  });

  describe('entry lifecycle', () => {
    it('counts versions like Contentful and keeps a history row per version', async () => {
      const start = await sequence();
      const created = await createEntry(handle.db, 'shop', { id: 'socks', contentTypeId: 'product', fields: { name: { 'en-US': 'Socks' } } });
      expect(created).toMatchObject({ version: 1, publishedVersion: null, publishedCounter: 0, status: 'draft', publishedFields: null });
      const edited = await updateEntry(handle.db, 'shop', 'socks', { fields: { name: { 'en-US': 'Wool socks' } } });
      expect(edited).toMatchObject({ version: 2, status: 'draft' });
      const published = await publishEntry(handle.db, 'shop', 'socks');
      expect(published).toMatchObject({ version: 3, publishedVersion: 2, publishedCounter: 1, status: 'published' });
      expect(published.publishedFields).toEqual({ name: { 'en-US': 'Wool socks' } });
      expect(published.firstPublishedAt).toBe(published.publishedAt);
      expect(published.changeSequence).toBe(await sequence());
      const changed = await updateEntry(handle.db, 'shop', 'socks', { fields: { name: { 'en-US': 'Warm socks' } } });
      expect(changed).toMatchObject({ version: 4, publishedVersion: 2, status: 'changed' });
      expect(changed.publishedFields).toEqual({ name: { 'en-US': 'Wool socks' } });
      const republished = await publishEntry(handle.db, 'shop', 'socks');
      expect(republished).toMatchObject({ version: 5, publishedVersion: 4, publishedCounter: 2 });
      expect(republished.firstPublishedAt).toBe(published.firstPublishedAt);
      const unpublished = await unpublishEntry(handle.db, 'shop', 'socks');
      expect(unpublished).toMatchObject({ version: 6, publishedVersion: null, publishedFields: null, status: 'draft' });
      const archived = await archiveEntry(handle.db, 'shop', 'socks');
      expect(archived).toMatchObject({ version: 7, status: 'archived' });
      const restored = await unarchiveEntry(handle.db, 'shop', 'socks');
      expect(restored).toMatchObject({ version: 8, status: 'draft' });
      expect(await sequence()).toBe(start + 8);

      const history = await listEntryVersions(handle.db, 'shop', 'socks');
      expect(history.map((row) => [row.version, row.action])).toEqual([
        [1, 'create'],
        [2, 'update'],
        [3, 'publish'],
        [4, 'update'],
        [5, 'publish'],
        [6, 'unpublish'],
        [7, 'archive'],
        [8, 'unarchive'],
      ]);
      expect(history[3]!.fields).toEqual({ name: { 'en-US': 'Warm socks' } });

      const tombstones = await handle.db.select().from(contentDeletions).where(eq(contentDeletions.id, 'socks'));
      expect(tombstones).toEqual([expect.objectContaining({ type: 'Entry', changeSequence: unpublished.changeSequence })]);

      await deleteEntry(handle.db, 'shop', 'socks');
      expect(await getEntry(handle.db, 'shop', 'socks')).toBeUndefined();
      expect((await refusal(listEntryVersions(handle.db, 'shop', 'socks'))).code).toBe('NotFound');
    });

    it('refuses transitions Contentful refuses, changing nothing', async () => {
      const before = await sequence();
      expect((await refusal(deleteEntry(handle.db, 'shop', 'boots'))).code).toBe('Conflict');
      expect((await refusal(archiveEntry(handle.db, 'shop', 'boots'))).code).toBe('Conflict');
      expect((await refusal(unpublishEntry(handle.db, 'shop', 'gloves'))).code).toBe('Conflict');
      expect((await refusal(publishEntry(handle.db, 'shop', 'nothing'))).code).toBe('NotFound');
      await archiveEntry(handle.db, 'shop', 'gloves');
      expect((await refusal(publishEntry(handle.db, 'shop', 'gloves'))).code).toBe('Conflict');
      expect((await refusal(updateEntry(handle.db, 'shop', 'gloves', { fields: {} }))).code).toBe('Conflict');
      await unarchiveEntry(handle.db, 'shop', 'gloves');
      // Two successful writes; the refused ones rolled back their sequence bump.
      expect(await sequence()).toBe(before + 2);
      expect((await getEntry(handle.db, 'shop', 'boots'))!.status).toBe('published');
    });

    it('refuses a write based on an old version', async () => {
      const current = (await getEntry(handle.db, 'shop', 'hat'))!;
      const error = await refusal(updateEntry(handle.db, 'shop', 'hat', { fields: current.fields }, { version: current.version - 1 }));
      expect(error.code).toBe('VersionMismatch');
      expect(error.message).toContain(`version ${current.version}`);
      const saved = await updateEntry(handle.db, 'shop', 'hat', { fields: current.fields }, { version: current.version });
      expect(saved.version).toBe(current.version + 1);
    });

    it('validates fields on save, naming the field and locale', async () => {
      const before = await sequence();
      const cases: [Record<string, Record<string, unknown>>, string][] = [
        [{ colour: { 'en-US': 'red' } }, "field 'colour' is not in content type 'product'"],
        [{ name: { 'xx-XX': 'Hat' } }, "field 'name' has locale 'xx-XX' that the space does not have"],
        [{ price: { 'en-US': 'cheap' } }, "field 'price' (Number) in locale 'en-US' must be a number"],
        [{ stock: { 'en-US': 1.5 } }, "field 'stock' (Integer) in locale 'en-US' must be an integer"],
        [{ brand: { 'en-US': { sys: { type: 'Link', linkType: 'Asset', id: 'boots-photo' } } } }, "field 'brand' (Link) in locale 'en-US' links to an Asset"],
        [{ colours: { 'en-US': ['red', 3] } }, "field 'colours' (Array) in locale 'en-US' item 1 must be a string"],
        [{ releaseDate: { 'en-US': 'soon' } }, "field 'releaseDate' (Date) in locale 'en-US' must be an ISO 8601 date"],
        [{ store: { 'en-US': { lat: 1 } } }, "field 'store' (Location) in locale 'en-US' must be a location"],
        [{ description: { 'en-US': 'plain' } }, "field 'description' (RichText) in locale 'en-US' must be a rich text document"],
      ];
      for (const [fields, message] of cases) {
        const error = await refusal(updateEntry(handle.db, 'shop', 'hat', { fields }));
        expect(error.code).toBe('ValidationFailed');
        expect(error.message).toContain(message);
      }
      expect(await sequence()).toBe(before);
    });

    it('checks required values and validations before publishing', async () => {
      await createEntry(handle.db, 'shop', { id: 'mittens', contentTypeId: 'product', fields: { slug: { 'en-US': 'leather-boots' }, colours: { 'en-US': ['pink'] } } });
      await updateEntry(handle.db, 'shop', 'mittens', {
        fields: {
          slug: { 'en-US': 'leather-boots' },
          colours: { 'en-US': ['pink'] },
          brand: { 'en-US': { sys: { type: 'Link', linkType: 'Entry', id: 'hat' } } },
        },
      });
      const error = await refusal(publishEntry(handle.db, 'shop', 'mittens'));
      expect(error.code).toBe('ValidationFailed');
      expect(error.problems).toEqual(
        expect.arrayContaining([
          "field 'name' is required in locale 'en-US'",
          expect.stringContaining("field 'slug' in locale 'en-US' must be unique"),
          expect.stringContaining("field 'colours' in locale 'en-US' item 0 must be one of"),
          expect.stringContaining("field 'brand' in locale 'en-US' links to a 'product' entry; allowed: brand"),
        ]),
      );
      // Optional locales, and locales with a fallback, may leave required fields empty.
      expect(error.problems.some((problem) => /de-DE|de-CH|it-IT/.test(problem))).toBe(false);
      expect((await getEntry(handle.db, 'shop', 'mittens'))!.status).toBe('draft');
    });

    it('needs a file in the default locale to publish an asset', async () => {
      await createAsset(handle.db, 'shop', { id: 'empty', fields: { title: { 'en-US': 'No file yet' } } });
      expect((await refusal(publishAsset(handle.db, 'shop', 'empty'))).message).toContain("field 'file' is required");
      const badFile = await refusal(createAsset(handle.db, 'shop', { id: 'bad', fields: { file: { 'en-US': { url: '//x' } } } }));
      expect(badFile.message).toContain("field 'file' (Object) in locale 'en-US' needs a fileName");
    });
  });

  describe('content types and locales', () => {
    it('versions and publishes content types, refusing type changes of existing fields', async () => {
      const brand = (await getContentType(handle.db, 'shop', 'brand'))!;
      const saved = await putContentType(handle.db, 'shop', 'brand', {
        name: 'Brand',
        displayField: 'name',
        fields: [...brand.fields, { id: 'website', name: 'Website', type: 'Symbol' }],
      });
      expect(saved.version).toBe(brand.version + 1);
      const published = await publishContentType(handle.db, 'shop', 'brand');
      expect(published).toMatchObject({ publishedVersion: saved.version, publishedCounter: brand.publishedCounter + 1 });
      const changed = await refusal(
        putContentType(handle.db, 'shop', 'brand', {
          name: 'Brand',
          fields: brand.fields.map((field) => (field.id === 'country' ? { ...field, type: 'Integer' as const } : field)),
        }),
      );
      expect(changed.message).toContain("field 'country' cannot change its type");
      const invalid = await refusal(putContentType(handle.db, 'shop', 'broken', { name: 'Broken', displayField: 'title', fields: [{ id: 'x', name: 'X', type: 'Link' }] }));
      expect(invalid.problems.join(' ')).toMatch(/linkType/);
      expect(invalid.problems.join(' ')).toMatch(/displayField 'title'/);
      expect((await refusal(deleteContentType(handle.db, 'shop', 'brand'))).message).toContain('still has');
    });

    it('keeps locales consistent: one default, known acyclic fallbacks', async () => {
      const cycle = await refusal(putLocale(handle.db, 'shop', { code: 'de-DE', name: 'German', fallbackCode: 'de-CH' }));
      expect(cycle.problems.join(' ')).toContain('loops');
      expect((await refusal(putLocale(handle.db, 'shop', { code: 'fr-FR', name: 'French', fallbackCode: 'es-ES' }))).problems.join(' ')).toContain(
        "fallback 'es-ES' is not a locale",
      );
      expect((await refusal(deleteLocale(handle.db, 'shop', 'en-US'))).code).toBe('Conflict');
      expect((await refusal(deleteLocale(handle.db, 'shop', 'de-DE'))).message).toContain('fallback of de-CH');
      await putLocale(handle.db, 'shop', { code: 'fr-FR', name: 'French', fallbackCode: 'en-US' });
      await deleteLocale(handle.db, 'shop', 'fr-FR');
      expect((await listLocales(handle.db, 'shop')).map((locale) => locale.code)).toEqual(['en-US', 'de-DE', 'de-CH', 'it-IT']);
    });
  });

  it('rolls back the whole write when any part of it fails', async () => {
    const before = await sequence();
    const rows = await handle.db.select().from(contentEntries).where(eq(contentEntries.id, 'boots'));
    await expect(
      handle.db.transaction(async (tx) => {
        await updateEntry(tx, 'shop', 'boots', { fields: { ...rows[0]!.fields, price: { 'en-US': 1 } } });
        throw new Error('caller failed after the save');
      }),
    ).rejects.toThrow('caller failed');
    expect((await getEntry(handle.db, 'shop', 'boots'))!.fields.price).toEqual({ 'en-US': 120.5 });
    expect(await sequence()).toBe(before);
  });
});
