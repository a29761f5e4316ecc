import 'server-only';
import { pageModel } from '@storefront/cms-models/structure';
import { onPublishingChange } from '@storefront/content-space/management/events';
import { processSingleton } from '@storefront/platform/process-singleton';
import { tagsForPublishedDocument } from './cache-tags';
import { revalidateCachedPages } from './page-cache';

/** Cached pages that read a published or unpublished entry or asset are dropped before the publish answers. */
export function watchPublishingForCachedPages(): void {
  processSingleton('site.cachedPagesWatchPublishing', () =>
    onPublishingChange(async (change) => {
      await revalidateCachedPages(tagsForPublishedDocument(change, pageModel.id), `${change.via}.${change.action}`);
    }),
  );
}
