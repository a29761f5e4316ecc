import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { affiliateIdOf } from './affiliate';
import { resolveShortCode, SHORT_CODE_PATTERN, shortenTarget } from './short-links';

describe('short links', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('gives a page a short code that leads back to it, the same code every time', async () => {
    const target = '/product/satin-dress?colour=black&utm_source=pdp_share';
    const code = await shortenTarget(handle.db, target);
    expect(code).toMatch(SHORT_CODE_PATTERN);
    expect(await resolveShortCode(handle.db, code)).toBe(target);
    expect(await shortenTarget(handle.db, target)).toBe(code);
    const other = await shortenTarget(handle.db, '/product/satin-dress?colour=red');
    expect(other).not.toBe(code);
  });

  it('agrees on one code when the same page is shortened at once', async () => {
    const target = '/premier/wool-coat?utm_medium=referral';
    const codes = await Promise.all(Array.from({ length: 6 }, () => shortenTarget(handle.db, target)));
    expect(new Set(codes).size).toBe(1);
  });

  it('leads nowhere for an unknown or malformed code, and stores only paths of this site', async () => {
    expect(await resolveShortCode(handle.db, 'ZZZZZZZZ')).toBeUndefined();
    expect(await resolveShortCode(handle.db, "x' or 1=1")).toBeUndefined();
    await expect(shortenTarget(handle.db, 'https://evil.example/product/x')).rejects.toThrow();
    await expect(shortenTarget(handle.db, '//evil.example/product/x')).rejects.toThrow();
  });
});

describe('affiliate ids', () => {
  it('are stable per shopper, differ between shoppers and do not show the account id', () => {
    const id = 'usr-3f0a9c1e-8d5b-4a61-9c55-0a1b2c3d4e5f';
    expect(affiliateIdOf(id)).toBe(affiliateIdOf(id));
    expect(affiliateIdOf(id)).toMatch(/^A[0-9A-F]{15}$/);
    expect(affiliateIdOf(id)).not.toBe(affiliateIdOf('usr-00000000-0000-4000-8000-000000000000'));
    expect(affiliateIdOf(id)).not.toContain('3F0A9C1E');
  });
});
