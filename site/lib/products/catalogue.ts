import 'server-only';
import { processSingletonAsync } from '@storefront/platform/process-singleton';
import { onCatalogueChange } from '@storefront/catalogue/events';
import { createCatalogueReader } from '@storefront/catalogue/queries/reader';
import type { CatalogueReader } from '@storefront/plugins/core/renderer';
import { getDb } from '../platform/db';

export function getCatalogue(): Promise<CatalogueReader> {
  return processSingletonAsync('site.catalogue', async () => {
    const reader = createCatalogueReader(await getDb());
    // Its answers are reused for a few seconds: a catalogue change (any process's) drops them.
    onCatalogueChange(() => reader.forget());
    return reader;
  });
}
