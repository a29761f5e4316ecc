import { asc, eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { brands, categories, departments, productColours, productPageDetails, products, productVideos, sellers, variants } from '@storefront/db/schema/catalogue';
import type { ProductImage, ProductPageColour, ProductPageProduct, ProductPageVariant, ProductVideo } from '../types';
import { isAvailableOn } from './fascia-scope';
import { variantDetail } from './product-detail';
import { money } from './money';

/** Intrinsic product image size (the same artwork as cards: 1200 × 1800, the spec's 1.5 ratio). */
const IMAGE = { width: 1200, height: 1800 } as const;
/** P §3: a slug as the catalogue writes it (the page answers 404 to anything else without a query). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const OWN_BRAND_POLICY = 'ownBrand';

function images(key: string, colour: string, count: number, alt: string): ProductImage[] {
  const views = ['', ', back view', ', detail', ', side view', ', styled'];
  return Array.from({ length: count }, (_, index) => ({
    src: `/_img/products/${key}/${colour}/${index + 1}`,
    alt: `${alt}${views[index] ?? `, view ${index + 1}`}`,
    aspectRatio: IMAGE.width / IMAGE.height,
    width: IMAGE.width,
    height: IMAGE.height,
  }));
}

function video(row: typeof productVideos.$inferSelect): ProductVideo {
  return { src: row.src, poster: row.poster, mimeType: row.mimeType === 'video/webm' ? 'video/webm' : 'video/mp4', width: row.width, height: row.height };
}

/**
 * The product page's product by slug (P §3): breadcrumbs and categories, every colour with its
 * images and videos, every variant with stock and prices, seller, delivery facts, manufacturer,
 * bundles and the rest; undefined when no such product is sold on the site (fascia scope, as
 * listings have it) or it has nothing to sell.
 */
export async function productPage(db: Database, slug: string, options: { fascia: string }): Promise<ProductPageProduct | undefined> {
  if (!SLUG.test(slug)) return undefined;
  const [row] = await db
    .select({ product: products, brandName: brands.name, departmentName: departments.name, category: categories, details: productPageDetails, seller: sellers })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(departments, eq(departments.id, products.departmentId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productPageDetails, eq(productPageDetails.productId, products.id))
    .leftJoin(sellers, eq(sellers.id, productPageDetails.sellerId))
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row || !isAvailableOn(row.product.availableFascias, options.fascia)) return undefined;
  const { product, details, seller, category } = row;
  const [colourRows, variantRows, videoRows] = await Promise.all([
    db.select().from(productColours).where(eq(productColours.productId, product.id)).orderBy(asc(productColours.position)),
    db.select().from(variants).where(eq(variants.productId, product.id)).orderBy(asc(variants.sizePosition)),
    db.select().from(productVideos).where(eq(productVideos.productId, product.id)).orderBy(asc(productVideos.position)),
  ]);

  const colours: ProductPageColour[] = colourRows.flatMap((colour) => {
    const ofColour = variantRows.filter((variant) => variant.colour === colour.colour);
    if (ofColour.length === 0) return [];
    const colourVideos = videoRows.filter((entry) => entry.colour === colour.colour);
    const social = colourVideos.find((entry) => entry.purpose === 'social');
    return [
      {
        colour: colour.colour,
        colourLabel: colour.colourLabel,
        colourFacet: colour.colourFacet,
        swatchHex: colour.swatchHex,
        images: images(product.key, colour.colour, colour.imageCount, `${product.name} in ${colour.colourLabel}`),
        videos: colourVideos.filter((entry) => entry.purpose === 'gallery').map(video),
        socialVideo: social ? video(social) : undefined,
        isOnStock: ofColour.some((variant) => variant.stock > 0),
      },
    ];
  });
  if (colours.length === 0) return undefined;
  const colourOrder = new Map(colours.map((colour, index) => [colour.colour, index]));
  const pageVariants: ProductPageVariant[] = variantRows
    .filter((variant) => colourOrder.has(variant.colour))
    .sort((a, b) => colourOrder.get(a.colour)! - colourOrder.get(b.colour)! || a.sizePosition - b.sizePosition)
    .map((variant) => ({
      ...variantDetail(variant),
      isMaster: variant.isMaster,
      eanBarcode: variant.eanBarcode ?? undefined,
      voxeloId: variant.voxeloId ?? undefined,
    }));

  // The cheapest variant, and among equally cheap ones the biggest genuine reduction (as cards show it).
  const cheapest = pageVariants.reduce((best, variant) =>
    variant.price.pence < best.price.pence || (variant.price.pence === best.price.pence && (variant.wasPrice?.pence ?? 0) > (best.wasPrice?.pence ?? 0)) ? variant : best,
  );
  const savings = pageVariants.map((variant) => variant.percentageSaving ?? 0);
  const maxSaving = Math.max(...savings);
  const defaultColour = (colours.find((colour) => colour.isOnStock) ?? colours[0]!).colour;
  const breadcrumbs = category.breadcrumbs.map((crumb) => ({ label: crumb.name, slug: crumb.slug }));
  const logisticClass = details?.logisticClass ?? 'STANDARD';
  const isMarketplace = seller?.isMarketplace ?? false;

  return {
    id: product.id,
    key: product.key,
    slug: product.slug,
    name: product.name,
    description: product.description,
    brand: { id: product.brandId, name: row.brandName },
    department: { id: product.departmentId, name: row.departmentName },
    productType: product.departmentId === 'beauty' ? 'beauty' : 'other',
    catalogueType: product.productType,
    classification: product.classification,
    styleTaxonomy: product.styleTaxonomy,
    categoryTaxonomy: breadcrumbs.map((crumb) => crumb.label).join(' > '),
    fabrication: product.fabrication ?? undefined,
    attributes: product.attributes,
    breadcrumbs,
    categories: breadcrumbs.map((crumb) => ({ name: crumb.label, slug: crumb.slug })),
    path: product.isPremier ? `/premier/${product.slug}` : `/product/${product.slug}`,
    isPremier: product.isPremier,
    defaultColour,
    colours,
    variants: pageVariants,
    price: cheapest.price,
    wasPrice: cheapest.wasPrice,
    percentageSaving: cheapest.percentageSaving,
    maxPercentageSaving: maxSaving > 0 ? maxSaving : undefined,
    isOnStock: pageVariants.some((variant) => variant.isOnStock),
    averageRating: product.averageRating ?? undefined,
    reviewCount: product.reviewCount,
    hasGiftWithPurchase: product.hasGiftWithPurchase || Boolean(details?.gwpSku),
    gwp: details?.gwpSku ? { sku: details.gwpSku, description: details.gwpDescription ?? '' } : undefined,
    preorderUntil: details?.preorderUntil ? new Date(details.preorderUntil).toISOString() : undefined,
    rewardsPoints: details?.rewardsPoints ?? undefined,
    isSubscriptionEligible: details?.isSubscriptionEligible ?? false,
    customisationGroupName: details?.customisationGroupName ?? undefined,
    detailsAndCare: details?.detailsAndCare ?? undefined,
    sustainabilityContent: details?.sustainabilityContent ?? undefined,
    logisticClass,
    isBulky: logisticClass.toUpperCase().includes('BULKY'),
    surcharge: details?.surchargePence ? money(details.surchargePence) : undefined,
    returnsPolicy: details?.returnsPolicy ?? seller?.returnsPolicy ?? OWN_BRAND_POLICY,
    seller: {
      id: seller?.id ?? 'own-brand',
      name: seller?.name ?? row.brandName,
      shopName: seller?.shopName ?? row.brandName,
      isMarketplace,
      isPreloved: seller?.isPreloved ?? false,
      billing: seller?.billing ?? undefined,
      address: seller?.address ?? undefined,
      returnsInfo: seller?.returnsInfo ?? undefined,
    },
    isHostedMarketplace: isMarketplace,
    manufacturer: details?.manufacturer ?? undefined,
    related: details?.related ?? {},
    hasSamples: product.key.toUpperCase().startsWith('YDD'),
    availableFascias: product.availableFascias,
    sizingService: details?.sizingService ?? undefined,
  };
}
