import 'server-only';
import { processSingletonAsync } from '@storefront/platform/process-singleton';
import { createCatalogueReader } from '@storefront/catalogue/queries/reader';
import type { CatalogueReader } from '@storefront/plugins/core/renderer';
import { getDb } from '../platform/db';

export function getCatalogue(): Promise<CatalogueReader> {
  return processSingletonAsync('site.catalogue', async () => createCatalogueReader(await getDb()));
}
