import { recommendationRules as rules } from './constants';

/**
 * Recently viewed products (P §3, §5, §9): product keys in browser storage under
 * 'recently-viewed', newest first, no duplicates, at most 13. Storage that is full, disabled or
 * holds something else never breaks the page: the list is then empty or left as it was.
 */
export interface KeyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY = /^[A-Za-z0-9-]{1,40}$/;

/** The list with `productKey` first, repeats removed, cut to 13. */
export function withViewed(list: readonly string[], productKey: string): string[] {
  if (!KEY.test(productKey)) return list.slice(0, rules.recentlyViewedMax);
  return [productKey, ...list.filter((key) => key !== productKey)].slice(0, rules.recentlyViewedMax);
}

/** The stored keys, newest first; whatever is not a list of keys reads as none. */
export function readRecentlyViewed(storage: KeyStorage | undefined = browserStorage()): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(rules.recentlyViewedStorageKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((key): key is string => typeof key === 'string' && KEY.test(key)))].slice(0, rules.recentlyViewedMax);
  } catch {
    return [];
  }
}

/** Remembers a product page view; answers the new list. */
export function rememberViewed(productKey: string, storage: KeyStorage | undefined = browserStorage()): string[] {
  const list = withViewed(readRecentlyViewed(storage), productKey);
  try {
    storage?.setItem(rules.recentlyViewedStorageKey, JSON.stringify(list));
  } catch {
    // Full or disabled storage: the page works on without the history.
  }
  return list;
}

function browserStorage(): KeyStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
