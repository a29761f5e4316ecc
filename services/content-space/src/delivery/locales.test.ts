import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importExampleSpace } from '../import/example-space';
import { getSpace, type SpaceRecord } from '../store/spaces';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { getJson, idsOf, sdkClient, type ErrorJson, type ItemJson } from '../test-support/clients';
import { exampleSpaceFiles } from '../test-support/fixtures';
import { createContentApi, type ContentApi } from './api';

describe('locales', () => {
  let handle: DatabaseHandle;
  let api: ContentApi;
  let shop: SpaceRecord;
  let cats: SpaceRecord;
  const entry = async (id: string, locale?: string) => {
    const { status, body } = await getJson<ItemJson>(api, `/spaces/shop/entries/${id}${locale ? `?locale=${locale}` : ''}`, shop.deliveryToken);
    expect(status).toBe(200);
    return body;
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    shop = await buildCatalogueSpace(handle.db);
    await importExampleSpace(handle.db, { files: exampleSpaceFiles() });
    cats = (await getSpace(handle.db, 'cfexampleapi'))!;
    api = createContentApi({ db: handle.db });
  });
  afterAll(() => handle.close());

  it('serves the default locale when none is asked for', async () => {
    const boots = await entry('boots');
    expect(boots.sys.locale).toBe('en-US');
    expect(boots.fields.name).toBe('Leather boots');
  });

  it('serves a locale, falling back along the fallback chain for missing values', async () => {
    expect((await entry('boots', 'de-DE')).fields.name).toBe('Lederstiefel');
    expect((await entry('scarf', 'de-DE')).fields.name).toBe('Wool scarf');
    // de-CH → de-DE → en-US
    const swiss = await entry('boots', 'de-CH');
    expect(swiss.sys.locale).toBe('de-CH');
    expect(swiss.fields.name).toBe('Lederstiefel');
    expect((await entry('scarf', 'de-CH')).fields.name).toBe('Wool scarf');
  });

  it('leaves a value out when the locale has no fallback and no value', async () => {
    const boots = await entry('boots', 'it-IT');
    expect(boots.fields).not.toHaveProperty('name');
    expect((await entry('scarf', 'it-IT')).fields.name).toBe('Sciarpa di lana');
  });

  it('always serves non-localised fields from the default locale', async () => {
    const boots = await entry('boots', 'it-IT');
    expect(boots.fields).toMatchObject({ slug: 'leather-boots', price: 120.5, colours: ['black', 'red'] });
    expect((await getJson<ItemJson>(api, '/spaces/cfexampleapi/entries/jake?locale=tlh', cats.deliveryToken)).body.fields.name).toBe('Jake');
  });

  it('localises the example space like the recorded API (tlh)', async () => {
    const { body } = await getJson(api, '/spaces/cfexampleapi/entries?content_type=cat&locale=tlh&order=sys.id', cats.deliveryToken);
    expect(body.items.map((item) => [item.sys.id, item.sys.locale, item.fields.name])).toEqual([
      ['garfield', 'tlh', 'Garfield'],
      ['happycat', 'tlh', "Quch vIghro'"],
      ['nyancat', 'tlh', "Nyan vIghro'"],
    ]);
  });

  it('serves every locale with locale=*, without sys.locale', async () => {
    const boots = await entry('boots', '*');
    expect(boots.sys).not.toHaveProperty('locale');
    expect(boots.fields.name).toEqual({ 'en-US': 'Leather boots', 'de-DE': 'Lederstiefel' });
    expect(boots.fields.price).toEqual({ 'en-US': 120.5 });
    const { body } = await getJson(api, '/spaces/shop/entries?sys.id=scarf&locale=*', shop.deliveryToken);
    expect(body.items[0]!.fields.name).toEqual({ 'en-US': 'Wool scarf', 'it-IT': 'Sciarpa di lana' });
    expect(body.includes?.Entry?.[0]?.fields.name).toEqual({ 'en-US': expect.any(String) });
  });

  it('gives the SDK all locales through withAllLocales', async () => {
    const client = sdkClient(api, 'cfexampleapi', cats.deliveryToken);
    const happycat = await client.withAllLocales.getEntry('happycat');
    expect(happycat.fields.name).toEqual({ 'en-US': 'Happy Cat', tlh: "Quch vIghro'" });
    const klingon = await client.getEntry('happycat', { locale: 'tlh' });
    expect(klingon.fields.name).toBe("Quch vIghro'");
  });

  it('evaluates field queries in the requested locale', async () => {
    const german = await getJson(api, '/spaces/shop/entries?content_type=product&locale=de-DE&fields.name=Lederstiefel', shop.deliveryToken);
    expect(idsOf(german.body)).toEqual(['boots']);
    const english = await getJson(api, '/spaces/shop/entries?content_type=product&fields.name=Lederstiefel', shop.deliveryToken);
    expect(idsOf(english.body)).toEqual([]);
  });

  it('localises assets and includes', async () => {
    const asset = await getJson<ItemJson>(api, '/spaces/shop/assets/boots-photo?locale=de-CH', shop.deliveryToken);
    expect(asset.body.fields.title).toBe('Foto boots-photo');
    expect(asset.body.fields.file).toMatchObject({ fileName: 'boots.jpg', contentType: 'image/jpeg' });
    const { body } = await getJson(api, '/spaces/shop/entries?sys.id=boots&locale=de-DE', shop.deliveryToken);
    expect(body.includes?.Asset?.[0]).toMatchObject({ sys: { locale: 'de-DE' }, fields: { title: 'Foto boots-photo' } });
  });

  it('refuses an unknown locale as Contentful does', async () => {
    for (const path of ['/spaces/shop/entries?locale=xx-YY', '/spaces/shop/entries/boots?locale=xx-YY', '/spaces/shop/assets?locale=xx-YY']) {
      const { status, body } = await getJson<ErrorJson>(api, path, shop.deliveryToken);
      expect(status).toBe(400);
      expect(body).toEqual({ sys: { type: 'Error', id: 'BadRequest' }, message: 'Unknown locale: xx-YY', requestId: expect.any(String) });
    }
  });

  it('lists the locales with their fallbacks', async () => {
    const { body } = await getJson<{ total: number; items: { code: string; default: boolean; fallbackCode: string | null; sys: { type: string } }[] }>(
      api,
      '/spaces/shop/environments/master/locales',
      shop.deliveryToken,
    );
    expect(body.total).toBe(4);
    expect(body.items.map(({ code, default: isDefault, fallbackCode, sys }) => ({ code, isDefault, fallbackCode, type: sys.type }))).toEqual([
      { code: 'en-US', isDefault: true, fallbackCode: null, type: 'Locale' },
      { code: 'de-DE', isDefault: false, fallbackCode: 'en-US', type: 'Locale' },
      { code: 'de-CH', isDefault: false, fallbackCode: 'de-DE', type: 'Locale' },
      { code: 'it-IT', isDefault: false, fallbackCode: null, type: 'Locale' },
    ]);
    const client = sdkClient(api, 'shop', shop.deliveryToken);
    expect((await client.getLocales()).items.map((locale) => locale.code)).toEqual(['en-US', 'de-DE', 'de-CH', 'it-IT']);
  });
});
