import 'server-only';
import { processSingleton } from '@storefront/platform/process-singleton';
import { onPublishingChange, onPublishingResync } from '@storefront/content-space/management/events';
import { onCatalogueChange } from '@storefront/catalogue/events';
import { TtlCache } from '../platform/ttl-cache';

const caches = () => processSingleton('site.publishedContentCaches', () => new Map<string, TtlCache<unknown>>());

/** How long published content is kept without a publish event (a real space without a webhook). */
export function publishedContentTtlMs(): number {
  const configured = Number(process.env.PAGE_CACHE_TTL_MS);
  return Number.isFinite(configured) && configured >= 0 ? configured : 30_000;
}

/**
 * A cache of published content (pages, badges, listing content) that empties the moment anything
 * is published or unpublished: a page depends on its sections, their assets and the site's
 * badges, so any change may show on any page, and refilling costs a few milliseconds. Changes
 * come from the embedded space's publishing events (made in this process or another on the same
 * database), or from a Contentful webhook (`/_api/content/published`).
 */
export function publishedContentCache<T>(name: string): TtlCache<T> {
  const registry = caches();
  let cache = registry.get(name) as TtlCache<T> | undefined;
  if (!cache) {
    const created = new TtlCache<T>(publishedContentTtlMs());
    registry.set(name, created as TtlCache<unknown>);
    onPublishingChange(() => created.clear());
    // Changes other server processes made may have been missed (a lost database connection).
    onPublishingResync(() => created.clear());
    // Pages keep what their blocks loaded (products, prices): a catalogue change must reach them.
    onCatalogueChange(() => created.clear());
    cache = created;
  }
  return cache;
}

/** Empties every published-content cache (a webhook from a real Contentful space). */
export function clearPublishedContentCaches(): number {
  const registry = caches();
  for (const cache of registry.values()) cache.clear();
  return registry.size;
}
