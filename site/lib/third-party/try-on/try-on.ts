import 'server-only';
import { z } from 'zod';
import { log } from '../../platform/log';
import { tryOnPartnerId } from '../config';
import { callProvider, providerPageUrl } from '../provider-transport';
import { embeddedRevieve } from './embedded-revieve';

/** The vendor's availability answer (only this module knows it). */
const availabilityAnswer = z.object({ product_id: z.string(), vto_available: z.boolean() });

/**
 * Whether a product can be tried on (P §7 'try-on provider script (check availability by product
 * and partner id)', §8): available with the layer's frame; unavailable (the page shows the
 * pdp.revieve.modalMessage modal); or not loaded — no partner id, or the provider failed — which
 * is logged and changes nothing on the page. The page adds its origin to the frame's URL (the
 * layer posts its events there).
 */
export type TryOnAvailability = { status: 'available'; frameUrl: string } | { status: 'unavailable' } | { status: 'not-loaded' };

export async function tryOnAvailability(productKey: string): Promise<TryOnAvailability> {
  const partnerId = tryOnPartnerId();
  if (!partnerId) {
    log.warn('third-party.try-on.no-partner-id', { productKey });
    return { status: 'not-loaded' };
  }
  const query = new URLSearchParams({ partnerId, productId: productKey });
  try {
    const response = await callProvider('tryOn', `/availability?${query}`, { headers: { accept: 'application/json' } }, embeddedRevieve);
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const parsed = availabilityAnswer.safeParse(await response.json());
    if (!parsed.success) throw new Error('answer not understood');
    if (!parsed.data.vto_available) return { status: 'unavailable' };
    return { status: 'available', frameUrl: providerPageUrl('tryOn', `/vto?${query}`) };
  } catch (error) {
    log.warn('third-party.try-on.not-loaded', { productKey, error: String(error) });
    return { status: 'not-loaded' };
  }
}
