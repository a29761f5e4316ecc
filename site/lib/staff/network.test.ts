import { describe, expect, it } from 'vitest';
import { isStaffClient, staffNetworkConfig } from './network';

const office = staffNetworkConfig({ STAFF_NETWORKS: '203.0.113.0/24, 2001:db8:5::/48' });

describe('staff detection', () => {
  it('sees staff behind the trusted local proxy, and not a shopper who forges the header', () => {
    expect(isStaffClient({ peer: '127.0.0.1', forwardedFor: '203.0.113.7' }, office)).toBe(true);
    expect(isStaffClient({ peer: '::1', forwardedFor: '2001:db8:5::20' }, office)).toBe(true);
    expect(isStaffClient({ peer: '198.51.100.4', forwardedFor: '203.0.113.7' }, office)).toBe(false);
    expect(isStaffClient({ peer: '127.0.0.1', forwardedFor: null }, office)).toBe(false);
  });

  it('sees staff connecting directly from the office network', () => {
    expect(isStaffClient({ peer: '203.0.113.9', forwardedFor: null }, office)).toBe(true);
  });

  it('sees nobody as staff without configured networks or without a known peer', () => {
    expect(isStaffClient({ peer: '127.0.0.1', forwardedFor: '203.0.113.7' }, staffNetworkConfig({}))).toBe(false);
    expect(isStaffClient({ peer: undefined, forwardedFor: '203.0.113.7' }, office)).toBe(false);
  });

  it('defaults to trusting loopback proxies; an empty TRUSTED_PROXIES trusts none; bad entries are reported', () => {
    expect(isStaffClient({ peer: '127.0.0.1', forwardedFor: '203.0.113.7' }, staffNetworkConfig({ STAFF_NETWORKS: '203.0.113.0/24', TRUSTED_PROXIES: '' }))).toBe(false);
    expect(isStaffClient({ peer: '10.0.0.5', forwardedFor: '203.0.113.7' }, staffNetworkConfig({ STAFF_NETWORKS: '203.0.113.0/24', TRUSTED_PROXIES: '10.0.0.0/8' }))).toBe(true);
    expect(staffNetworkConfig({ STAFF_NETWORKS: '203.0.113.0/24,office', TRUSTED_PROXIES: 'loopbak' }).invalid).toEqual(['STAFF_NETWORKS: office', 'TRUSTED_PROXIES: loopbak']);
  });
});
