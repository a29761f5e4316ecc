import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { addToCart } from '@storefront/shopper/basket/service';
import { inStockVariants } from '@storefront/shopper/test-support';
import { SOCIAL_PROOF_CACHE_CONTROL, socialProofResponse } from './social-proof';

const ORIGIN = 'http://coast.localhost:3000';

describe('GET /_api/social-proof', () => {
  let handle: DatabaseHandle;
  const db = async () => handle.db;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
  });
  afterAll(() => handle.close());

  it('answers the product’s messages from recent basket adds, cacheable by anyone', async () => {
    const [pick] = await inStockVariants(handle.db, 1);
    const before = await socialProofResponse(`${ORIGIN}/_api/social-proof?productKey=${pick!.productKey}`, db);
    expect(await before.json()).toEqual({ messages: [] });
    for (const guestId of ['g-one', 'g-two', 'g-three', 'g-four', 'g-five']) {
      const added = await addToCart(handle.db, { guestId }, { items: [{ sku: pick!.sku, quantity: 1 }] });
      expect(added.ok).toBe(true);
    }
    const response = await socialProofResponse(`${ORIGIN}/_api/social-proof?productKey=${pick!.productKey}`, db);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(SOCIAL_PROOF_CACHE_CONTROL);
    expect(await response.json()).toEqual({
      messages: [{ code: 'BASKETS', message: '<strong>5 people</strong> have added this to their bag in the last 24 hours', isDismissible: true }],
    });
  });

  it('refuses a missing or malformed product key with a 400 and a message', async () => {
    for (const query of ['', '?productKey=', '?productKey=a%20b', `?productKey=${'x'.repeat(41)}`]) {
      const response = await socialProofResponse(`${ORIGIN}/_api/social-proof${query}`, db);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message).toMatch(/productKey/);
    }
  });
});
