import { visuallySimilarFallback as spec } from './spec';

/**
 * Reading GET /_api/search/visuallySimilar (P §7, §8) for the visuallySimilar machine's
 * findVisuallySimilar actor: the failures that send it to the recommendation fallback carry the
 * spec's messages, and the items come back whichever of the two answer shapes arrived.
 */

/** One similar product: item_group_id is the product key. */
export interface SimilarItem {
  productKey: string;
  colour: string | undefined;
}

export interface VisuallySimilarQuery {
  productKey: string;
  colour: string;
  fascia?: string;
  locale?: string;
}

/** The endpoint's path and query (fetch it with cache: 'no-store'). */
export function visuallySimilarPath(query: VisuallySimilarQuery): string {
  const params = new URLSearchParams({ key: query.productKey, colour: query.colour });
  if (query.fascia) params.set('fascia', query.fascia);
  if (query.locale) params.set('locale', query.locale);
  return `/_api/search/visuallySimilar?${params}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The similar items of an answer: `{ visualSimilar: [...] }` or a bare array. Non-OK and non-JSON
 * answers throw; items without a product key, repeats and the product itself are left out.
 */
export async function readVisuallySimilar(response: Response, current: VisuallySimilarQuery): Promise<SimilarItem[]> {
  if (!response.ok) throw new Error(spec.endpointError(response.statusText, response.status));
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new Error(spec.nonJsonMessage);
  }
  const list: unknown[] = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.visualSimilar) ? body.visualSimilar : [];
  const seen = new Set([`${current.productKey}#${current.colour}`]);
  const items: SimilarItem[] = [];
  for (const entry of list) {
    if (!isRecord(entry) || typeof entry.item_group_id !== 'string' || entry.item_group_id === '') continue;
    const colour = typeof entry.colour === 'string' ? entry.colour : undefined;
    const id = `${entry.item_group_id}#${colour}`;
    if (seen.has(id)) continue;
    seen.add(id);
    items.push({ productKey: entry.item_group_id, colour });
  }
  return items;
}
