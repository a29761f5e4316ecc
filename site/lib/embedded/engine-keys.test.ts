import { describe, expect, it } from 'vitest';
import { EMBEDDED_SEARCH_KEY, embeddedSearchKeys } from './engine-keys';

describe('the embedded search engine’s keys', () => {
  it('uses SEARCH_ADMIN_KEY for the embedded engine, else one random key per process', () => {
    expect(embeddedSearchKeys({ SEARCH_ADMIN_KEY: 'k1' }).adminKey).toBe('k1');
    const random = embeddedSearchKeys({}).adminKey;
    expect(random).toMatch(/^[\w-]{32}$/);
    expect(embeddedSearchKeys({}).adminKey).toBe(random);
    expect(random).not.toBe(EMBEDDED_SEARCH_KEY);
  });
});
