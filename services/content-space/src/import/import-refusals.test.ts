import type { DatabaseHandle } from '@storefront/db/client';
import { contentAssets, contentEntries, contentSpaces, contentTypes } from '@storefront/db/schema/content';
import { openTestDatabase } from '@storefront/db/testing';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../store/db';
import { exportSpace } from '../export';
import { getSpace } from '../store/spaces';
import { readFixture } from '../test-support/fixtures';
import { importSpaceExport } from './import-space-export';
import { SpaceImportError } from './validate';

type Mutable = Record<string, unknown> & {
  locales: Record<string, unknown>[];
  contentTypes: { sys: { id: string }; fields: Record<string, unknown>[] }[];
  entries: { sys: { id: string; contentType: { sys: { id: string } } }; fields: Record<string, Record<string, unknown>> }[];
  assets: { sys: { id: string }; fields: Record<string, Record<string, unknown>> }[];
};

const composer = () => structuredClone(readFixture('page-composer-starter.export.json')) as Mutable;
const pageId = '4pQBscyvi608EAd3KNoxt9';
const heroId = '1waD7wlBFDmDTKcI18NXO0';

function entry(data: Mutable, id: string) {
  return data.entries.find((candidate) => candidate.sys.id === id)!;
}

describe('refusing malformed imports', () => {
  let handle: DatabaseHandle;
  const totals = async () => {
    const countOf = async (table: typeof contentSpaces | typeof contentEntries | typeof contentAssets | typeof contentTypes) =>
      (await handle.db.select({ total: count() }).from(table))[0]!.total;
    return {
      spaces: await countOf(contentSpaces),
      entries: await countOf(contentEntries),
      assets: await countOf(contentAssets),
      contentTypes: await countOf(contentTypes),
    };
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    await importSpaceExport(handle.db, { spaceId: 'live', data: readFixture('blog-starter.export.json') });
  });
  afterAll(() => handle.close());

  const cases: [string, (data: Mutable) => void, string][] = [
    [
      'a locale the space does not have',
      (data) => (entry(data, pageId).fields.title = { 'en-US': 'Home', xx: 'Heim' }),
      `Entry '${pageId}': field 'title' has locale 'xx' that the space does not have`,
    ],
    [
      'an unknown content type',
      (data) => (entry(data, pageId).sys.contentType.sys.id = 'landingPage'),
      `Entry '${pageId}': content type 'landingPage' does not exist`,
    ],
    [
      'a field the content type does not have',
      (data) => (entry(data, pageId).fields.subtitle = { 'en-US': 'x' }),
      `Entry '${pageId}': field 'subtitle' is not in content type 'page'`,
    ],
    [
      'a value of the wrong type',
      (data) => (entry(data, pageId).fields.title = { 'en-US': 42 }),
      `Entry '${pageId}': field 'title' (Symbol) in locale 'en-US' must be a string, got number 42`,
    ],
    [
      'a link with a bad shape',
      (data) => (entry(data, pageId).fields.sections = { 'en-US': [{ sys: { type: 'Link', id: heroId } }] }),
      `Entry '${pageId}': field 'sections' (Array) in locale 'en-US' item 0 is not a link`,
    ],
    [
      'a link of the wrong link type',
      (data) => (entry(data, heroId).fields.image = { 'en-US': { sys: { type: 'Link', linkType: 'Entry', id: pageId } } }),
      `Entry '${heroId}': field 'image' (Link) in locale 'en-US' links to an Entry`,
    ],
    [
      'duplicate entry ids',
      (data) => data.entries.push(structuredClone(entry(data, pageId))),
      `Entry '${pageId}' appears twice (duplicate id)`,
    ],
    [
      'fields that are not keyed by locale',
      (data) => ((entry(data, pageId).fields as Record<string, unknown>).title = 'Home'),
      `Entry '${pageId}': field 'title':`,
    ],
    [
      'an entry without a content type link',
      (data) => delete (entry(data, pageId).sys as Partial<Mutable['entries'][number]['sys']>).contentType,
      `Entry '${pageId}': sys.contentType:`,
    ],
    [
      'an asset with a broken file',
      (data) => (data.assets[0]!.fields.file = { 'en-US': { url: '//x/y.jpg' } }),
      "Asset 'o1G1j1B3fpZyVGa33M1zJ': field 'file' (Object) in locale 'en-US' needs a fileName",
    ],
    [
      'a content type link field without a link type',
      (data) => delete data.contentTypes.find((type) => type.sys.id === 'hero')!.fields.find((field) => field.id === 'image')!.linkType,
      "Content type 'hero'",
    ],
    [
      'two default locales',
      (data) => data.locales.push({ ...data.locales[0]!, code: 'de-DE', name: 'German' }),
      'There must be exactly one default locale, found 2',
    ],
    ['no locales at all', (data) => (data.locales = []), 'an export needs at least one locale'],
    ['an entry id Contentful would refuse', (data) => (entry(data, pageId).sys.id = 'has spaces'), "Entry 'has spaces': sys.id: ids are"],
  ];

  it.each(cases)('refuses %s, naming the entry and field, and writes nothing', async (_name, mutate, message) => {
    const before = await totals();
    const data = composer();
    mutate(data);
    const error = await importSpaceExport(handle.db, { spaceId: 'fresh', data }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SpaceImportError);
    expect((error as SpaceImportError).message).toContain(message);
    expect((error as SpaceImportError).problems.some((problem) => problem.includes(message))).toBe(true);
    expect(await totals()).toEqual(before);
    expect(await getSpace(handle.db, 'fresh')).toBeUndefined();
  });

  it('reports every problem at once', async () => {
    const data = composer();
    entry(data, pageId).fields.title = { xx: 'x' };
    entry(data, heroId).fields.heading = { 'en-US': false };
    const error = (await importSpaceExport(handle.db, { spaceId: 'fresh', data }).catch((caught: unknown) => caught)) as SpaceImportError;
    expect(error.problems).toHaveLength(2);
    expect(error.message).toContain('2 problems');
  });

  it('leaves a replaced space untouched when the new file is refused', async () => {
    const before = await exportSpace(handle.db, 'live');
    const sequence = (await getSpace(handle.db, 'live'))!.sequence;
    const data = composer();
    entry(data, pageId).fields.title = { 'en-US': ['not', 'a', 'string'] };
    await expect(importSpaceExport(handle.db, { spaceId: 'live', data, replace: true })).rejects.toBeInstanceOf(SpaceImportError);
    expect(await exportSpace(handle.db, 'live')).toEqual(before);
    expect((await getSpace(handle.db, 'live'))!.sequence).toBe(sequence);
  });

  it('rolls back everything written so far when a write fails midway', async () => {
    const before = await exportSpace(handle.db, 'live');
    // A database that fails when the import reaches the assets, after the locales, types and entries.
    const failing = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return (work: (tx: Db) => Promise<unknown>) =>
          target.transaction((tx) =>
            work(
              new Proxy(tx, {
                get(innerTarget, innerProperty, innerReceiver) {
                  if (innerProperty !== 'insert') return Reflect.get(innerTarget, innerProperty, innerReceiver);
                  return (table: unknown) => {
                    if (table === contentAssets) throw new Error('disk full');
                    return innerTarget.insert(table as typeof contentAssets);
                  };
                },
              }),
            ),
          );
      },
    });
    await expect(importSpaceExport(failing, { spaceId: 'live', data: composer(), replace: true })).rejects.toThrow('disk full');
    await expect(importSpaceExport(failing, { spaceId: 'brand-new', data: composer() })).rejects.toThrow('disk full');
    expect(await exportSpace(handle.db, 'live')).toEqual(before);
    expect(await getSpace(handle.db, 'brand-new')).toBeUndefined();
  });
});
