import { describe, expect, it } from 'vitest';
import { EMBEDDED_DISCOVERY_ENDPOINT } from '../embedded/engine-keys';
import { discoverySettings, discoverySites, usesDiscovery } from './config';

describe('discovery configuration', () => {
  it('keeps every site on hosted search unless DISCOVERY_SITES names it', () => {
    for (const site of ['hartley', 'coast', 'nastygal']) expect(usesDiscovery(site, {})).toBe(false);
    const env = { DISCOVERY_SITES: ' NastyGal , coast,,nastygal ' };
    expect(discoverySites(env)).toEqual(['nastygal', 'coast']);
    expect(usesDiscovery('nastygal', env)).toBe(true);
    expect(usesDiscovery('hartley', env)).toBe(false);
  });

  it('says so when DISCOVERY_SITES names a site that does not exist', () => {
    expect(() => discoverySites({ DISCOVERY_SITES: 'nastygal,boohoo' })).toThrow('DISCOVERY_SITES names an unknown site "boohoo"');
  });

  it('uses the embedded endpoint by default, with the site as its domain key', () => {
    expect(discoverySettings('nastygal', {})).toEqual({
      config: { accountId: 'embedded', domainKey: 'nastygal', endpoint: EMBEDDED_DISCOVERY_ENDPOINT },
      embedded: true,
      catalogViews: undefined,
    });
    expect(EMBEDDED_DISCOVERY_ENDPOINT).toBe('/_discovery/api/v1/core/');
  });

  it('reads the provider, account and per-site domain key when DISCOVERY_ENDPOINT is set', () => {
    const env = { DISCOVERY_ENDPOINT: 'https://core.dxpapi.com/api/v1/core/', DISCOVERY_ACCOUNT_ID: '6042', DISCOVERY_DOMAIN_KEY: 'shared', DISCOVERY_DOMAIN_KEY_NASTYGAL: 'nastygal_uk', DISCOVERY_CATALOG_VIEWS: 'uk' };
    expect(discoverySettings('nastygal', env)).toEqual({ config: { accountId: '6042', domainKey: 'nastygal_uk', endpoint: 'https://core.dxpapi.com/api/v1/core/' }, embedded: false, catalogViews: 'uk' });
    expect(discoverySettings('coast', env).config.domainKey).toBe('shared');
    // Missing account: left for requireDiscoveryConfig to refuse.
    expect(discoverySettings('coast', { DISCOVERY_ENDPOINT: 'https://x.example/' }).config).toEqual({ accountId: undefined, domainKey: undefined, endpoint: 'https://x.example/' });
  });
});
