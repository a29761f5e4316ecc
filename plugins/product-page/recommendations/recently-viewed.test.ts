import { describe, expect, it } from 'vitest';
import { readRecentlyViewed, rememberViewed, withViewed, type KeyStorage } from './recently-viewed';

function memoryStorage(initial: Record<string, string> = {}): KeyStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}
const keys = (count: number) => Array.from({ length: count }, (_, index) => `CST${String(index).padStart(5, '0')}`);

describe('recently viewed (P §3, §5, §9)', () => {
  it('stores keys under recently-viewed, newest first', () => {
    const storage = memoryStorage();
    rememberViewed('CST00001', storage);
    rememberViewed('CST00002', storage);
    expect(JSON.parse(storage.data['recently-viewed']!)).toEqual(['CST00002', 'CST00001']);
    expect(readRecentlyViewed(storage)).toEqual(['CST00002', 'CST00001']);
  });

  it('moves a product viewed again to the front instead of repeating it', () => {
    const storage = memoryStorage();
    for (const key of ['CST00001', 'CST00002', 'CST00003', 'CST00001']) rememberViewed(key, storage);
    expect(readRecentlyViewed(storage)).toEqual(['CST00001', 'CST00003', 'CST00002']);
  });

  it('keeps at most 13, dropping the oldest', () => {
    const storage = memoryStorage();
    for (const key of keys(20)) rememberViewed(key, storage);
    const list = readRecentlyViewed(storage);
    expect(list).toHaveLength(13);
    expect(list[0]).toBe('CST00019');
    expect(list.at(-1)).toBe('CST00007');
    expect(withViewed(keys(13), 'CST99999')).toHaveLength(13);
  });

  it('reads junk, repeats and foreign values as nothing, and survives storage that throws', () => {
    expect(readRecentlyViewed(memoryStorage({ 'recently-viewed': '{not json' }))).toEqual([]);
    expect(readRecentlyViewed(memoryStorage({ 'recently-viewed': '"CST00001"' }))).toEqual([]);
    expect(readRecentlyViewed(memoryStorage({ 'recently-viewed': JSON.stringify(['KAR00001', 'KAR00001', 7, '<script>', ...keys(20)]) })))
      .toEqual(['KAR00001', ...keys(12)]);
    const full: KeyStorage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(rememberViewed('CST00001', full)).toEqual(['CST00001']);
    expect(withViewed(['CST00001'], 'not a key!')).toEqual(['CST00001']);
  });
});
