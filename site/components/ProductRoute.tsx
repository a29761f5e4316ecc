import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ProductPage } from '@storefront/plugins/product-page/page/ProductPage.tsx';
import { loadProductPage, type ProductRouteKind } from '@/lib/products/product-page';
import { METADATA_ERROR_TITLE, productMetadata } from '@/lib/products/product-metadata';
import { productPageBadges } from '@/lib/content/product-page-badges';
import { audienceOfSegment, siteOfSegment } from '@/lib/platform/site-segment';
import { ProductChatbot } from './ProductChatbot';
import { productSections } from './ProductSections';

export type ProductRouteProps = { params: Promise<{ site: string; audience: string; slug: string }> };

async function load(params: ProductRouteProps['params'], kind: ProductRouteKind) {
  const [site, { slug }] = await Promise.all([siteOfSegment(params), params]);
  return { site, ...(await loadProductPage(site, slug, kind)) };
}

/** generateMetadata of /product/{slug} and /premier/{slug} (P §2): 'error' as the title when it cannot be made. */
export async function productPageMetadata(params: ProductRouteProps['params'], kind: ProductRouteKind): Promise<Metadata> {
  try {
    const { site, mode, origin, lookup } = await load(params, kind);
    if (lookup.status !== 'found') return {};
    return productMetadata(lookup.product, site, origin, mode === 'preview');
  } catch {
    return { title: { absolute: METADATA_ERROR_TITLE } };
  }
}

/**
 * The product page of a route: an unknown slug is the site's 404 (the CMS not-found page); a
 * premier product asked at /product/… (or another at /premier/…) moves permanently to its own
 * path, so old links keep working and search engines keep one URL. Other errors reach the
 * storefront's error boundary ('Unexpected Error').
 */
export async function ProductRoute({ params, kind }: ProductRouteProps & { kind: ProductRouteKind }) {
  const [{ site, mode, origin, lookup }, audience] = await Promise.all([load(params, kind), audienceOfSegment(params)]);
  if (lookup.status === 'not-found') notFound();
  if (lookup.status === 'moved') permanentRedirect(lookup.location);
  const badges = await productPageBadges(site, mode);
  return (
    <>
      <ProductPage product={lookup.product} origin={origin} sections={productSections(lookup.product, site, { ...badges, audience })} />
      <ProductChatbot product={lookup.product} />
    </>
  );
}
