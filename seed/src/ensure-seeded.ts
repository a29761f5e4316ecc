import type { Database } from '@storefront/db/client';
import { seedSponsoredPlacements } from './ads/seed-sponsored';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { seedProductPage } from './catalogue/seed-product-page';
import { seedThirdParty } from './catalogue/seed-third-party';
import { importSpaceExport } from '@storefront/content-space/import/import-space-export';
import { getSpace } from '@storefront/content-space/store/spaces';
import { seedReviews } from './reviews/seed-reviews';
import { loadCataloguePicks } from './content/load-catalogue-picks';
import { storefrontSpaceExport } from './content/storefront-space';

export const STOREFRONT_SPACE_ID = 'storefront';

/**
 * Brings a fresh database to a working storefront: the catalogue, what its product pages show
 * beyond the listing's data (sellers, bundles, videos, …), its product reviews, the
 * sponsored placements, then the content space with every brand site's pages. Each step is
 * skipped when already done. Returns what it did.
 */
export async function ensureSeeded(db: Database, spaceId = process.env.EMBEDDED_CONTENT_SPACE?.trim() || STOREFRONT_SPACE_ID): Promise<string[]> {
  const done: string[] = [];
  const catalogue = await seedCatalogue(db);
  if (catalogue.seeded) done.push(`catalogue (${catalogue.products} products)`);
  // Before the reviews: it adds the sample products, which get reviews like every other.
  const productPage = await seedProductPage(db, { force: catalogue.seeded });
  if (productPage.seeded) done.push(`product pages (${productPage.details} products, ${productPage.videos} videos)`);
  if ((await seedThirdParty(db, { force: productPage.seeded })).seeded) done.push('third-party features (3D models, fit service)');
  // After the catalogue: each product gets exactly the review count and rating its cards show.
  const reviews = await seedReviews(db);
  if (reviews.seeded) done.push(`reviews (${reviews.reviews})`);
  // Sponsored placements pick products of the catalogue just seeded.
  const sponsored = await seedSponsoredPlacements(db, { force: catalogue.seeded });
  if (sponsored.seeded) done.push(`sponsored placements (${sponsored.placements})`);
  if (spaceId === STOREFRONT_SPACE_ID && !(await getSpace(db, spaceId))) {
    await seedStorefrontSpace(db);
    done.push(`content space "${spaceId}"`);
  }
  return done;
}

/** Creates the storefront space with its seeded content in one transaction (the importer's). */
export async function seedStorefrontSpace(db: Database): Promise<void> {
  const picks = await loadCataloguePicks(db);
  await importSpaceExport(db, { spaceId: STOREFRONT_SPACE_ID, name: 'Storefront', data: storefrontSpaceExport(picks) });
}
