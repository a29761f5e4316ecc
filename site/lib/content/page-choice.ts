import type { CmsEntry } from '@storefront/cms-models/nodes';
import type { FasciaConfig } from '@storefront/sites/fascias';

/** This site's page for the slug, else a page shared by every site (no fascia set). */
export function pickPageForSite(entries: readonly CmsEntry[], site: Pick<FasciaConfig, 'contentScope'>): CmsEntry | undefined {
  return (
    entries.find((entry) => entry.fields.fascia === site.contentScope) ??
    entries.find((entry) => entry.fields.fascia === undefined || entry.fields.fascia === null)
  );
}
