import type { Database } from '@storefront/db/client';
import { sponsoredPlacements } from '@storefront/db/schema/ads';
import { brands, categories, products, variants } from '@storefront/db/schema/catalogue';
import { fascias } from '@storefront/sites/fascias';
import { and, asc, eq, exists, gt, like, or, sql } from 'drizzle-orm';
import { availableOn } from '@storefront/catalogue/queries/fascia-scope';
import { categoryId } from '../catalogue/category-rows';
import { DEFAULT_CATALOGUE_AS_OF } from '../catalogue/generate';
import { hashSeed } from '../catalogue/random';
import { CAMPAIGN_LEAD_DAYS, sponsoredPlan, type SponsoredPlanEntry } from './sponsored-plan';

type PlacementRow = typeof sponsoredPlacements.$inferInsert;

interface Candidate {
  key: string;
  brandName: string;
}

export interface SeedSponsoredResult {
  seeded: boolean;
  placements: number;
}

/** A stable pseudo-random order: the same catalogue always gets the same campaigns. */
const shuffleKey = (fascia: string, slug: string, key: string) => hashSeed(`${fascia}|${slug}|${key}`)[0];

/** Products in stock on the site anywhere below the category. */
async function candidates(db: Pick<Database, 'select'>, fascia: string, slug: string): Promise<Candidate[]> {
  const inStock = exists(db.select({ one: sql`1` }).from(variants).where(and(eq(variants.productId, products.id), gt(variants.stock, 0))));
  const rows = await db
    .select({ key: products.key, brandName: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(availableOn(fascia), or(eq(categories.slug, slug), like(categories.slug, `${slug}/%`)), inStock))
    .orderBy(asc(products.key));
  return rows.sort((a, b) => shuffleKey(fascia, slug, a.key) - shuffleKey(fascia, slug, b.key));
}

/** Different brands first, as an ad server spreads a page over its advertisers. */
function pick(pool: readonly Candidate[], count: number): Candidate[] {
  const chosen: Candidate[] = [];
  const brandsSeen = new Set<string>();
  for (const candidate of pool) {
    if (chosen.length === count) break;
    if (brandsSeen.has(candidate.brandName)) continue;
    brandsSeen.add(candidate.brandName);
    chosen.push(candidate);
  }
  for (const candidate of pool) {
    if (chosen.length === count) break;
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  return chosen;
}

export async function planPlacements(db: Pick<Database, 'select'>, plan: readonly SponsoredPlanEntry[] = sponsoredPlan, asOf = DEFAULT_CATALOGUE_AS_OF): Promise<PlacementRow[]> {
  const startsAt = new Date(Date.parse(asOf) - CAMPAIGN_LEAD_DAYS * 86_400_000).toISOString();
  const rows: PlacementRow[] = [];
  for (const fascia of fascias) {
    for (const entry of plan) {
      const chosen = pick(await candidates(db, fascia.id, entry.categorySlug), entry.placements);
      chosen.forEach((product, rank) => {
        const id = `sp-${fascia.id}-${entry.categorySlug.replace(/\//g, '-')}-${rank + 1}`;
        rows.push({
          id,
          fascia: fascia.id,
          pageType: 'category',
          pageId: categoryId(entry.categorySlug),
          productKey: product.key,
          campaignId: `cmp-${fascia.id}-${product.brandName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${entry.categorySlug.split('/').at(-1)}`,
          sponsor: product.brandName,
          clickId: `clk-${hashSeed(id)[1].toString(36)}${hashSeed(id)[2].toString(36)}`,
          rank: rank + 1,
          startsAt,
          endsAt: null,
        });
      });
    }
  }
  return rows;
}

/**
 * Seeds the sponsored placements from the catalogue; does nothing when some exist unless
 * `force`. Under an advisory lock, so two processes starting together seed once.
 */
export async function seedSponsoredPlacements(db: Database, options: { force?: boolean } = {}): Promise<SeedSponsoredResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(8301758)`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(sponsoredPlacements);
    if ((existing?.count ?? 0) > 0 && !options.force) return { seeded: false, placements: existing?.count ?? 0 };
    const rows = await planPlacements(tx);
    await tx.delete(sponsoredPlacements);
    if (rows.length > 0) await tx.insert(sponsoredPlacements).values(rows);
    return { seeded: true, placements: rows.length };
  });
}
