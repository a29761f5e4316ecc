import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '@storefront/seed/catalogue/seed-catalogue';
import { openDatabase, type OpenOptions } from '@storefront/db/client';
import { signIn, signUp } from '../accounts/accounts';
import { viewerForSessionToken } from '../accounts/sessions';
import { inStockVariants } from '../test-support';
import { WISHLIST_REPLIES } from './replies';
import { addToWishlist, listWishlist } from './service';

/**
 * A server restart is a new process opening the same database: the shopper, their session and
 * their wishlist must all still be there (PGlite on disk by default, PostgreSQL with DATABASE_URL).
 */
describe('after a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-restart-'));
  const options: OpenOptions = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps accounts, sessions and wishlists', async () => {
    const email = `restart-${Date.now()}@example.com`;
    const first = await openDatabase(options);
    await seedCatalogue(first.db);
    const account = await signUp(first.db, { email, name: 'Ada', password: 'lovelace123' });
    if (!account.ok) throw new Error(account.message);
    const [variant] = await inStockVariants(first.db, 1);
    const payload = { lineItemSku: variant!.sku, productKey: variant!.productKey, colourSelected: variant!.colour, sizeSelected: true };
    expect(await addToWishlist(first.db, account.userId, payload, { maxItems: 10 })).toMatchObject({ message: WISHLIST_REPLIES.added });
    await first.close();

    const second = await openDatabase(options);
    try {
      expect(await viewerForSessionToken(second.db, account.token)).toMatchObject({ kind: 'signed-in', userId: account.userId });
      expect((await listWishlist(second.db, account.userId)).map((item) => item.productKey)).toEqual([payload.productKey]);
      expect((await signIn(second.db, { email, password: 'lovelace123' }, undefined)).ok).toBe(true);
    } finally {
      await second.close();
    }
  });
});
