import 'server-only';
import { onCatalogueChange } from '@storefront/catalogue/events';
import { pageModel } from '@storefront/cms-models/structure';
import { onPublishingChange, onPublishingResync } from '@storefront/content-space/management/events';
import { processSingleton } from '@storefront/platform/process-singleton';
import { fascias } from '@storefront/sites/fascias';
import { EVERY_PAGE_TAG, tagsForCatalogueChange, tagsForPublishedDocument } from './cache-tags';
import { revalidateCachedPages } from './page-cache';

/**
 * Cached pages follow what they were built from, in this process and (through the process
 * events, site/lib/embedded/process-events.ts) every other one on the database: a publish or
 * unpublish expires the pages that read the document before the publish answers; a catalogue
 * change, once the search index has it, the pages that showed its products or listed its
 * categories; a resync after a lost connection, every page.
 */
export function watchChangesForCachedPages(): void {
  processSingleton('site.cachedPagesWatchChanges', () => [
    onPublishingChange(async (change) => {
      await revalidateCachedPages(tagsForPublishedDocument(change, pageModel.id), `content.${change.via}.${change.action}`);
    }),
    onPublishingResync(async () => {
      await revalidateCachedPages([EVERY_PAGE_TAG], 'content.resync');
    }),
    onCatalogueChange(async (change) => {
      await revalidateCachedPages(
        tagsForCatalogueChange(
          change,
          fascias.map((site) => site.id),
        ),
        change.everything ? 'catalogue.everything' : 'catalogue.change',
      );
    }),
  ]);
}
