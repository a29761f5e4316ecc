import type { FasciaConfig } from '@storefront/sites/fascias';
import type { VisualSearchCategoryOption } from '@storefront/plugins/listing/ui/VisualSearchUpload.client.tsx';

/** Listings that are not catalogue categories (the virtual sale), so a photo search cannot narrow to them. */
const virtualCategories = new Set(['sale']);

/** The categories a photo search may narrow to: the site's navigation's category links. */
export function imageSearchCategories(site: Pick<FasciaConfig, 'navigation'>): VisualSearchCategoryOption[] {
  const options: VisualSearchCategoryOption[] = [];
  for (const link of site.navigation) {
    const match = /^\/categories\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)$/.exec(link.href);
    if (!match || virtualCategories.has(match[1]!) || options.some((option) => option.slug === match[1])) continue;
    options.push({ slug: match[1]!, label: link.label });
  }
  return options;
}
