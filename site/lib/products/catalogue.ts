import 'server-only';
import { createCatalogueReader } from '@storefront/catalogue/queries/reader';
import type { CatalogueReader } from '@storefront/plugins/core/plugin';
import { getDb } from '../platform/db';

const readerKey = Symbol.for('storefront.site.catalogue');
type GlobalWithReader = typeof globalThis & { [readerKey]?: Promise<CatalogueReader> };

export function getCatalogue(): Promise<CatalogueReader> {
  const store = globalThis as GlobalWithReader;
  store[readerKey] ??= getDb().then((db) => createCatalogueReader(db));
  return store[readerKey];
}
