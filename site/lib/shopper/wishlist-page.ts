import 'server-only';
import type { ProductSummary } from '@storefront/catalogue/types';
import { listWishlist } from '@storefront/shopper/wishlist/service';
import { getCatalogue } from '../products/catalogue';
import { getDb } from '../platform/db';

/**
 * The saved items as product cards, each in the colour the shopper saved (its image, price
 * and link follow that colour). Items no longer sold on this site drop out.
 */
export async function wishlistCards(userId: string, fascia: string): Promise<ProductSummary[]> {
  const items = await listWishlist(await getDb(), userId);
  const products = await (await getCatalogue()).productsByKeys([...new Set(items.map((item) => item.productKey))], { fascia });
  const byKey = new Map(products.map((product) => [product.key, product]));
  return items.flatMap((item) => {
    const product = byKey.get(item.productKey);
    if (!product || !product.colourVariants.some((variant) => variant.colour === item.colourSelected)) return [];
    const url = new URL(product.url, 'http://x');
    if (url.searchParams.has('colour')) url.searchParams.set('colour', item.colourSelected);
    return [{ ...product, defaultColour: item.colourSelected, url: `${url.pathname}${url.search}` }];
  });
}
