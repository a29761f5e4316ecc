import type { LocalisedFields } from '@storefront/db/schema/content';
import type { Db } from '../store/db';
import { createAsset, publishAsset } from '../store/assets';
import { publishContentType, putContentType } from '../store/content-types';
import { createEntry, publishEntry } from '../store/entries';
import { putLocale } from '../store/locales';
import { createSpace, type SpaceRecord } from '../store/spaces';

const image = (fileName: string, contentType = 'image/jpeg') => ({
  'en-US': { fileName, contentType, url: `//images.example.test/${fileName}`, details: { size: 1000, image: { width: 10, height: 10 } } },
});

/**
 * A small shop space built through the store API: every field type, a locale chain
 * de-CH → de-DE → en-US and a locale without fallback (it-IT), brands linked from products,
 * a published and a draft-only product.
 */
export async function buildCatalogueSpace(db: Db, spaceId = 'shop'): Promise<SpaceRecord> {
  const space = await createSpace(db, { id: spaceId, name: 'Shop' });
  await putLocale(db, spaceId, { code: 'de-DE', name: 'German', fallbackCode: 'en-US' });
  await putLocale(db, spaceId, { code: 'de-CH', name: 'Swiss German', fallbackCode: 'de-DE' });
  await putLocale(db, spaceId, { code: 'it-IT', name: 'Italian', fallbackCode: null, optional: true });

  await putContentType(db, spaceId, 'brand', {
    name: 'Brand',
    displayField: 'name',
    fields: [
      { id: 'name', name: 'Name', type: 'Symbol', required: true },
      { id: 'country', name: 'Country', type: 'Symbol' },
    ],
  });
  await putContentType(db, spaceId, 'product', {
    name: 'Product',
    description: 'Something we sell',
    displayField: 'name',
    fields: [
      { id: 'name', name: 'Name', type: 'Symbol', localized: true, required: true },
      { id: 'slug', name: 'Slug', type: 'Symbol', validations: [{ unique: true }] },
      { id: 'price', name: 'Price', type: 'Number' },
      { id: 'stock', name: 'Stock', type: 'Integer' },
      { id: 'onSale', name: 'On sale', type: 'Boolean' },
      { id: 'releaseDate', name: 'Release date', type: 'Date' },
      { id: 'colours', name: 'Colours', type: 'Array', items: { type: 'Symbol', validations: [{ in: ['red', 'blue', 'green', 'black'] }] } },
      { id: 'brand', name: 'Brand', type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['brand'] }] },
      { id: 'image', name: 'Image', type: 'Link', linkType: 'Asset' },
      { id: 'related', name: 'Related', type: 'Array', items: { type: 'Link', linkType: 'Entry' } },
      { id: 'description', name: 'Description', type: 'RichText', localized: true },
      { id: 'store', name: 'Store', type: 'Location' },
      { id: 'specs', name: 'Specs', type: 'Object' },
      { id: 'internalNote', name: 'Internal note', type: 'Text', omitted: true },
    ],
  });
  await publishContentType(db, spaceId, 'brand');
  await publishContentType(db, spaceId, 'product');

  for (const [id, file] of [
    ['boots-photo', 'boots.jpg'],
    ['scarf-photo', 'scarf.png'],
  ] as const) {
    await createAsset(db, spaceId, {
      id,
      fields: { title: { 'en-US': `Photo of ${id}`, 'de-DE': `Foto ${id}` }, file: image(file, file.endsWith('.png') ? 'image/png' : 'image/jpeg') },
    });
    await publishAsset(db, spaceId, id);
  }
  await createAsset(db, spaceId, {
    id: 'size-guide',
    fields: { title: { 'en-US': 'Size guide' }, file: { 'en-US': { fileName: 'sizes.pdf', contentType: 'application/pdf', url: '//files.example.test/sizes.pdf' } } },
  });
  await publishAsset(db, spaceId, 'size-guide');

  for (const [id, name, country] of [
    ['acme', 'Acme', 'UK'],
    ['nordic', 'Nordic Wool', 'NO'],
  ] as const) {
    await createEntry(db, spaceId, { id, contentTypeId: 'brand', fields: { name: { 'en-US': name }, country: { 'en-US': country } } });
    await publishEntry(db, spaceId, id);
  }

  const link = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link', linkType, id } });
  const doc = (text: string) => ({
    nodeType: 'document',
    data: {},
    content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }],
  });
  const products: { id: string; fields: LocalisedFields }[] = [
    {
      id: 'boots',
      fields: {
        name: { 'en-US': 'Leather boots', 'de-DE': 'Lederstiefel' },
        slug: { 'en-US': 'leather-boots' },
        price: { 'en-US': 120.5 },
        stock: { 'en-US': 4 },
        onSale: { 'en-US': false },
        releaseDate: { 'en-US': '2024-03-01T00:00:00.000Z' },
        colours: { 'en-US': ['black', 'red'] },
        brand: { 'en-US': link('Entry', 'acme') },
        image: { 'en-US': link('Asset', 'boots-photo') },
        related: { 'en-US': [link('Entry', 'scarf')] },
        description: { 'en-US': doc('Waterproof boots for winter walks'), 'de-DE': doc('Wasserdichte Stiefel') },
        store: { 'en-US': { lat: 51.5, lon: -0.12 } },
        specs: { 'en-US': { heel: '3cm' } },
        internalNote: { 'en-US': 'margin is thin' },
      },
    },
    {
      id: 'scarf',
      fields: {
        name: { 'en-US': 'Wool scarf', 'it-IT': 'Sciarpa di lana' },
        slug: { 'en-US': 'wool-scarf' },
        price: { 'en-US': 35 },
        stock: { 'en-US': 0 },
        onSale: { 'en-US': true },
        releaseDate: { 'en-US': '2023-10-15T00:00:00.000Z' },
        colours: { 'en-US': ['blue', 'green'] },
        brand: { 'en-US': link('Entry', 'nordic') },
        image: { 'en-US': link('Asset', 'scarf-photo') },
        related: { 'en-US': [link('Entry', 'boots'), link('Entry', 'gone')] },
        description: { 'en-US': doc('Soft merino scarf') },
        store: { 'en-US': { lat: 59.91, lon: 10.75 } },
      },
    },
    {
      id: 'hat',
      fields: {
        name: { 'en-US': 'Felt hat' },
        slug: { 'en-US': 'felt-hat' },
        price: { 'en-US': 60 },
        stock: { 'en-US': 12 },
        onSale: { 'en-US': true },
        releaseDate: { 'en-US': '2024-01-20T00:00:00.000Z' },
        colours: { 'en-US': ['black'] },
        brand: { 'en-US': link('Entry', 'acme') },
        store: { 'en-US': { lat: 48.85, lon: 2.35 } },
      },
    },
  ];
  for (const product of products) {
    await createEntry(db, spaceId, { id: product.id, contentTypeId: 'product', fields: product.fields });
    await publishEntry(db, spaceId, product.id);
  }
  // Never published: only the preview API sees it.
  await createEntry(db, spaceId, {
    id: 'gloves',
    contentTypeId: 'product',
    fields: { name: { 'en-US': 'Draft gloves' }, slug: { 'en-US': 'gloves' }, price: { 'en-US': 25 } },
  });
  return space;
}
