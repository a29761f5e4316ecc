import { describe, expect, it } from 'vitest';
import { siteIds } from '@storefront/cms-models/sites';
import { fascias, resolveFascia } from './fascias';

describe('resolveFascia', () => {
  it('chooses the site by host name, ignoring the port and case', () => {
    expect(resolveFascia('Coast.localhost:3000', {}).id).toBe('coast');
    expect(resolveFascia('www.nastygal.co.uk', {}).id).toBe('nastygal');
  });

  it('lets FASCIA override the host for local use', () => {
    expect(resolveFascia('coast.localhost:3000', { FASCIA: 'nastygal' }).id).toBe('nastygal');
  });

  it('falls back to DEFAULT_FASCIA, then to the first site, for unknown hosts', () => {
    expect(resolveFascia('localhost:3000', { DEFAULT_FASCIA: 'coast' }).id).toBe('coast');
    expect(resolveFascia('localhost:3000', {}).id).toBe(fascias[0]?.id);
    expect(resolveFascia(null, { FASCIA: 'no-such-site' }).id).toBe(fascias[0]?.id);
  });

  it('gives every site a distinct id, host list, index prefix and content scope', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(fascias.map((f) => f.id))).toBe(true);
    expect(unique(fascias.flatMap((f) => [...f.hosts]))).toBe(true);
    expect(unique(fascias.map((f) => f.searchIndexPrefix))).toBe(true);
    expect(unique(fascias.map((f) => f.contentScope))).toBe(true);
    expect(fascias.length).toBeGreaterThanOrEqual(3);
  });

  it('configures exactly the sites content can belong to', () => {
    expect(fascias.map((f) => f.contentScope).sort()).toEqual([...siteIds].sort());
  });
});
