import 'server-only';
import { z } from 'zod';
import { providerProductByKey } from '@storefront/catalogue/queries/third-party';
import { getDb } from '../../platform/db';
import { json } from '../embedded-html';

/** The vendor's calculate request (only the size-fit modules know it). */
export const calculateRequest = z.object({
  product_id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
  user_id: z.string().max(100).nullable(),
  registered: z.boolean(),
  profile: z.object({ usual_size: z.string().min(1).max(20), fit_preference: z.enum(['fitted', 'regular', 'relaxed']) }),
});

const RUNS_SMALL = /slim|skinny|bodycon|fitted|corset/i;
const RUNS_LARGE = /oversized|relaxed|boxy|loose|wide/i;

/**
 * The embedded fit service (P §7 'third-party fit widget (calculate with userId and registered
 * flag)'), speaking its vendor's protocol: `POST /calculate` recommends a size of the product from
 * the shopper's usual size and fit preference, knowing how the garment's cut fits (its fit
 * attributes). Products not measured by it (sizing service other than truefit) are unknown (404);
 * a usual size it cannot place on the product's size chart answers 422.
 */
export async function embeddedTrueFit(request: Request, path: string): Promise<Response> {
  if (path !== '/calculate' || request.method !== 'POST') return json({ status: 'not_found' }, 404);
  const parsed = calculateRequest.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return json({ status: 'bad_request' }, 400);
  const { product_id: productId, profile } = parsed.data;
  const product = await providerProductByKey(await getDb(), productId);
  if (!product || product.sizingService !== 'truefit') return json({ status: 'unknown_product' }, 404);
  const index = product.sizes.indexOf(profile.usual_size);
  if (index < 0) return json({ status: 'size_not_found' }, 422);
  const cut = Object.values(product.attributes).join(' ');
  const fitNote = RUNS_SMALL.test(cut) ? 'runs_small' : RUNS_LARGE.test(cut) ? 'runs_large' : 'true_to_size';
  const shift = (fitNote === 'runs_small' ? 1 : fitNote === 'runs_large' ? -1 : 0) + (profile.fit_preference === 'relaxed' ? 1 : profile.fit_preference === 'fitted' ? -1 : 0);
  const recommended = product.sizes[Math.min(product.sizes.length - 1, Math.max(0, index + Math.sign(shift)))]!;
  return json({ status: 'ok', product_id: productId, recommended_size: recommended, fit_note: fitNote, personalised: parsed.data.registered });
}
