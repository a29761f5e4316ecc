import type { CardProduct } from '../../shared/product/rules/card-product';
import { recommendationRules } from './constants';
import { loadWithTimeout, type LoadOutcome } from './load-with-timeout';

/**
 * What each carousel loads in the browser, once it comes near the viewport. Loaded with the
 * carousel's code (dynamic import), never on first load.
 */
export type CarouselSource =
  | { kind: 'similar'; productKey: string }
  | { kind: 'sponsored'; productKey: string }
  | { kind: 'recent'; keys: readonly string[] };

async function getJson(path: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(path, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path.split('?')[0]} answered ${response.status}`);
  return response.json();
}

function productsOf(body: unknown): CardProduct[] {
  const products = (body as { products?: unknown } | null)?.products;
  return Array.isArray(products) ? (products as CardProduct[]) : [];
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });
}

/** Cards for product keys (each optionally in a colour), in the order given. */
export async function cardsForKeys(items: ReadonlyArray<{ key: string; colour?: string | undefined }>, signal: AbortSignal): Promise<CardProduct[]> {
  if (items.length === 0) return [];
  const param = items.map((item) => (item.colour ? `${item.key}:${item.colour}` : item.key)).join(',');
  return productsOf(await getJson(`/_api/recommendations/products?items=${encodeURIComponent(param)}`, signal));
}

export async function similarCards(productKey: string, signal: AbortSignal): Promise<CardProduct[]> {
  return productsOf(await getJson(`/_api/recommendations/similar?key=${encodeURIComponent(productKey)}`, signal));
}

export async function sponsoredCards(productKey: string, signal: AbortSignal): Promise<CardProduct[]> {
  const platform = window.matchMedia('(min-width: 768px)').matches ? 'desktop' : 'mobile';
  const body = (await getJson(`/_api/recommendations/sponsored?key=${encodeURIComponent(productKey)}&platform=${platform}`, signal)) as { ads?: Array<{ product?: CardProduct }> } | null;
  return (body?.ads ?? []).flatMap((ad) => (ad.product ? [ad.product] : []));
}

export function loadCarousel(source: CarouselSource): Promise<LoadOutcome<CardProduct>> {
  return loadWithTimeout((signal) => {
    if (source.kind === 'similar') return similarCards(source.productKey, signal);
    if (source.kind === 'sponsored') return sponsoredCards(source.productKey, signal);
    // P §7, §9: the recently viewed product search is debounced 300 ms.
    return waitFor(recommendationRules.recentlyViewedDebounceMs, signal).then(() => cardsForKeys(source.keys.map((key) => ({ key })), signal));
  });
}
