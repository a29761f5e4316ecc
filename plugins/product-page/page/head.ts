/**
 * The product page's head (P §2 'Page head of the product page'): title, description, social
 * media and the Product and BreadcrumbList structured data. Pure rules; the site turns them into
 * Next.js metadata and the page renders the JSON-LD (serialised with serialiseJsonLd).
 */
import type { ProductPageProduct } from '@storefront/catalogue/types';
import { productPage as productPageTexts } from '@storefront/machines/spec';
import { breadcrumbListJsonLd, breadcrumbTrail } from '../../listing/rules/metadata';
import { imageUrl } from '../../shared/image-url';

export { serialiseJsonLd } from '../../listing/rules/metadata';

const DESCRIPTION_MAX = 160;
/** Social image: the product artwork at its own 2:3 ratio. */
const SOCIAL_IMAGE = { width: 1200, height: 1800 } as const;
/** P §2: the social preview video is a 1080×1920 MP4. */
const SOCIAL_VIDEO = { width: 1080, height: 1920, type: 'video/mp4' } as const;

/** P §2: title is the category taxonomy, the product name and the brand. */
export function productTitle(product: Pick<ProductPageProduct, 'categories' | 'name' | 'brand'>): string {
  const category = product.categories.at(-1)?.name;
  return [category, product.name, product.brand.name].filter((part): part is string => Boolean(part && part.trim())).join(' | ');
}

/** The first sentences of the description that fit a search snippet, else a plain line. */
export function productDescription(product: Pick<ProductPageProduct, 'description' | 'name' | 'brand'>, siteName: string): string {
  const text = product.description.replace(/\s+/g, ' ').trim();
  if (!text) return `Shop ${product.name} by ${product.brand.name} at ${siteName}.`;
  if (text.length <= DESCRIPTION_MAX) return text;
  const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [];
  let fitted = '';
  for (const sentence of sentences) {
    if ((fitted + sentence).trim().length > DESCRIPTION_MAX) break;
    fitted += sentence;
  }
  return fitted.trim() || `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

function defaultColourOf(product: ProductPageProduct) {
  return product.colours.find((colour) => colour.colour === product.defaultColour) ?? product.colours[0];
}

/** The social image and (where the default colour has one) the portrait MP4, as absolute URLs. */
export function socialMedia(product: ProductPageProduct, origin: string) {
  const colour = defaultColourOf(product);
  const first = colour?.images[0];
  const src = first ? imageUrl(first.src, { w: SOCIAL_IMAGE.width, h: SOCIAL_IMAGE.height, fit: 'fill', fm: 'jpg', q: 80 }) : undefined;
  const image = first && src ? { url: absolute(origin, src), width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, alt: first.alt } : undefined;
  const social = colour?.socialVideo;
  const video =
    social && social.mimeType === SOCIAL_VIDEO.type && social.width === SOCIAL_VIDEO.width && social.height === SOCIAL_VIDEO.height
      ? { url: absolute(origin, social.src), width: SOCIAL_VIDEO.width, height: SOCIAL_VIDEO.height, type: SOCIAL_VIDEO.type }
      : undefined;
  return { image, video };
}

export type SchemaAvailability = 'https://schema.org/InStock' | 'https://schema.org/LimitedAvailability' | 'https://schema.org/OutOfStock';

/** P §2, §9: LimitedAvailability when fewer than 10 are left, otherwise InStock or OutOfStock. */
export function structuredAvailability(unitsLeft: number): SchemaAvailability {
  if (unitsLeft <= 0) return 'https://schema.org/OutOfStock';
  if (unitsLeft < productPageTexts.limitedAvailabilityBelow) return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/InStock';
}

/** Pence as whole currency units (P §2: price in whole units): 4900 → 49, 1299 → 12.99. */
export function wholeUnits(pence: number): number {
  return Math.round(pence) / 100;
}

/** The Product structured data (P §2): price in whole units, GBP by default, availability, rating out of 5. */
export function productJsonLd(product: ProductPageProduct, origin: string, currency = 'GBP') {
  const url = absolute(origin, product.path);
  const colour = defaultColourOf(product);
  const lead = product.variants.find((variant) => variant.colour === colour?.colour && variant.isOnStock) ?? product.variants[0];
  const unitsLeft = product.variants.reduce((sum, variant) => sum + Math.max(0, variant.availableQuantity), 0);
  const images = (colour?.images ?? []).flatMap((image) => {
    const src = imageUrl(image.src, { w: SOCIAL_IMAGE.width, h: SOCIAL_IMAGE.height, fit: 'fill', fm: 'jpg', q: 80 });
    return src ? [absolute(origin, src)] : [];
  });
  const rating =
    product.averageRating !== undefined && product.reviewCount > 0
      ? { '@type': 'AggregateRating', ratingValue: Math.round(product.averageRating * 10) / 10, reviewCount: product.reviewCount, bestRating: 5, worstRating: 1 }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url,
    sku: lead?.sku ?? product.key,
    productID: product.key,
    ...(lead?.eanBarcode ? { gtin13: lead.eanBarcode } : {}),
    ...(colour ? { color: colour.colourLabel } : {}),
    category: product.categoryTaxonomy,
    brand: { '@type': 'Brand', name: product.brand.name },
    image: images,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: currency,
      price: wholeUnits(product.price.pence),
      availability: structuredAvailability(unitsLeft),
      itemCondition: product.seller.isPreloved ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: product.seller.shopName },
    },
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

/** The trail above the product: Home, then the department down to its category. */
export function productBreadcrumbs(product: Pick<ProductPageProduct, 'breadcrumbs'>) {
  return breadcrumbTrail([{ name: 'Home', slug: '' }, ...product.breadcrumbs.map((crumb) => ({ name: crumb.label, slug: `categories/${crumb.slug}` }))]);
}

/** The BreadcrumbList structured data of the trail, ending with the product itself. */
export function productBreadcrumbJsonLd(product: ProductPageProduct, origin: string) {
  return breadcrumbListJsonLd(origin, [...productBreadcrumbs(product), { label: product.name, href: product.path }]);
}
