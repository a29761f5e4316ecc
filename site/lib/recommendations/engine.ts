import 'server-only';
import { z } from 'zod';
import type { RecommendedProduct } from '@storefront/catalogue/recommendations/recommended-product';
import { similarProducts } from '@storefront/catalogue/recommendations/similar-products';
import type { Database } from '@storefront/db/client';
import { getDb } from '../platform/db';
import { log } from '../platform/log';

/**
 * The recommendation engine port (P §7 "Recommendation script call": recommendationId, size 10).
 * The embedded engine answers from the catalogue; RECOMMENDATIONS_URL points the site at a hosted
 * one speaking the same product shape. Either way a failure or a slow answer gives no products.
 */
export interface SimilarQuery {
  productKey: string;
  fascia: string;
  /** P §9: 10 requested. */
  size: number;
}

export interface RecommendationEngine {
  readonly name: 'embedded' | 'hosted';
  similar(query: SimilarQuery): Promise<RecommendedProduct[]>;
}

export function embeddedEngine(db: () => Promise<Database>): RecommendationEngine {
  return {
    name: 'embedded',
    async similar({ productKey, fascia, size }) {
      return similarProducts(await db(), productKey, { fascia, limit: size });
    },
  };
}

/** The fields P §5 needs to show an item; anything else the engine sends passes through. */
const hostedItem = z
  .object({
    product_id: z.string(),
    item_id: z.string().optional(),
    title: z.string(),
    brand: z.string(),
    local_currency: z.string(),
    price: z.number(),
    image: z.string(),
    url: z.string(),
  })
  .passthrough();
const hostedAnswer = z.object({ results: z.array(z.unknown()) });

export interface HostedEngineOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A hosted engine: GET {baseUrl}/recommendations/similar?item_id&fascia&size → { results: [...] }.
 * Items P §5 cannot show are dropped here, one by one, so one bad item never empties the carousel.
 */
export function hostedEngine({ baseUrl, fetch: send = fetch, timeoutMs = 2_000 }: HostedEngineOptions): RecommendationEngine {
  return {
    name: 'hosted',
    async similar({ productKey, fascia, size }) {
      const url = new URL('/recommendations/similar', baseUrl);
      url.search = new URLSearchParams({ item_id: productKey, fascia, size: String(size) }).toString();
      const response = await send(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`recommendation engine answered ${response.status}`);
      const answer = hostedAnswer.parse(await response.json());
      return answer.results.flatMap((item) => {
        const parsed = hostedItem.safeParse(item);
        return parsed.success ? [parsed.data as unknown as RecommendedProduct] : [];
      });
    },
  };
}

/** The site's engine: hosted when RECOMMENDATIONS_URL is set, else the embedded one. */
export function recommendationEngine(env: Record<string, string | undefined> = process.env): RecommendationEngine {
  const baseUrl = env.RECOMMENDATIONS_URL?.trim();
  return baseUrl ? hostedEngine({ baseUrl }) : embeddedEngine(getDb);
}

/** The engine's products, or none when it fails (P §8: logged, nothing shown). */
export async function similarOrNone(engine: RecommendationEngine, query: SimilarQuery): Promise<RecommendedProduct[]> {
  try {
    return await engine.similar(query);
  } catch (error) {
    log.warn('recommendations.failed', { engine: engine.name, productKey: query.productKey, site: query.fascia, error: String(error) });
    return [];
  }
}
