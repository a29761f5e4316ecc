import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('computes once for concurrent requests of one key', async () => {
    const cache = new TtlCache<number>(1_000);
    const compute = vi.fn(async () => 42);
    const values = await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    expect(values).toEqual([42, 42, 42]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('recomputes after the TTL and after an invalidation', async () => {
    const cache = new TtlCache<number>(1_000);
    let n = 0;
    const compute = async () => ++n;
    await cache.get('k', compute);
    expect(await cache.get('k', compute, Date.now() + 500)).toBe(1);
    expect(await cache.get('k', compute, Date.now() + 5_000)).toBe(2);
    expect(cache.delete((key) => key === 'k')).toBe(1);
    expect(await cache.get('k', compute)).toBe(3);
  });

  it('does not cache failures', async () => {
    const cache = new TtlCache<number>(1_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('evicts the oldest entry past its size', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    const recompute = vi.fn(async () => 'A');
    expect(await cache.get('a', recompute)).toBe('A');
    expect(recompute).toHaveBeenCalled();
  });
});
