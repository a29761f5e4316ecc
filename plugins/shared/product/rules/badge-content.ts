/**
 * The site's badges (L §3) in the app's own shape, from CMS `badge` entries. Each entry is
 * validated with the content model; an invalid one is skipped and reported, never breaking a page.
 */
import { badgeModel, type badgeIcons } from '@storefront/cms-models/badge';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import type { Badge } from './badges';

export interface SiteBadge extends Badge {
  /** Only these products carry the badge; empty means every product its categories match. */
  productKeys: readonly string[];
  icon: (typeof badgeIcons)[number] | undefined;
  /** Classification badges: classifications that get none, and the departments that get one. */
  excludedClassifications?: readonly string[];
  includedDepartments?: readonly string[];
}

export interface SiteBadgesChoice {
  badges: SiteBadge[];
  /** Entries left out and why, for the caller to log. */
  warnings: string[];
}

/** The badges of one site: its own and those shared by every site. */
export function chooseBadges(entries: readonly CmsEntry[], fascia: string): SiteBadgesChoice {
  const warnings: string[] = [];
  const badges: SiteBadge[] = [];
  for (const entry of entries) {
    if (entry.contentType !== badgeModel.id) continue;
    const parsed = badgeModel.schema.safeParse(entry.fields);
    if (!parsed.success) {
      warnings.push(`badge ${entry.id}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      continue;
    }
    const fields = parsed.data;
    if (fields.fascia && fields.fascia !== fascia) continue;
    badges.push({
      id: entry.id,
      placement: fields.placement,
      categorySlug: fields.categorySlug,
      productKeys: fields.productKeys ?? [],
      excludedClassifications: fields.excludedClassifications ?? [],
      includedDepartments: fields.includedDepartments ?? [],
      priority: fields.priority,
      text1: fields.text1,
      text2: fields.text2,
      discount: fields.discount,
      icon: fields.icon,
      backgroundColor: fields.backgroundColor,
      textColor: fields.textColor,
      borderColor: fields.borderColor,
    });
  }
  return { badges, warnings };
}
