import { describe, expect, it } from 'vitest';
import { clientAddress, inRanges, isStaffClient, parseAddress, parseRangeList, staffNetworkConfig } from './network';

const office = staffNetworkConfig({ STAFF_NETWORKS: '203.0.113.0/24, 2001:db8:5::/48' });

describe('reading addresses', () => {
  it('reads IPv4 and IPv6, drops ports, and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(parseAddress('203.0.113.7')?.toString()).toBe('203.0.113.7');
    expect(parseAddress(' 203.0.113.7:51234 ')?.toString()).toBe('203.0.113.7');
    expect(parseAddress('2001:db8:5::1')?.toString()).toBe('2001:db8:5::1');
    expect(parseAddress('[2001:db8:5::1]:443')?.toString()).toBe('2001:db8:5::1');
    expect(parseAddress('::ffff:127.0.0.1')?.toString()).toBe('127.0.0.1');
  });

  it('refuses anything that is not plainly an address', () => {
    for (const text of ['', 'unknown', '127.1', '0x7f.0.0.1', '203.0.113.300', '203.0.113.7/24', 'evil.example', undefined, null]) {
      expect(parseAddress(text)).toBeUndefined();
    }
  });
});

describe('address ranges', () => {
  it('parses CIDR lists in both families and single addresses, reporting what it cannot read', () => {
    const { ranges, invalid } = parseRangeList('10.0.0.0/8, 2001:db8::/32, 192.0.2.9, nonsense, 10.0.0.0/33');
    expect(ranges.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual(['10.0.0.0/8', '2001:db8::/32', '192.0.2.9/32']);
    expect(invalid).toEqual(['nonsense', '10.0.0.0/33']);
    expect(parseRangeList(undefined)).toEqual({ ranges: [], invalid: [] });
  });

  it('expands the named ranges only where names are allowed', () => {
    expect(parseRangeList('loopback', { names: true }).ranges).toHaveLength(2);
    expect(parseRangeList('loopback').invalid).toEqual(['loopback']);
  });

  it('matches an address against ranges of its family, IPv4 also against IPv4-mapped ranges', () => {
    const { ranges } = parseRangeList('203.0.113.0/24, 2001:db8:5::/48, ::ffff:198.51.100.0/120');
    expect(inRanges(parseAddress('203.0.113.255')!, ranges)).toBe(true);
    expect(inRanges(parseAddress('203.0.114.1')!, ranges)).toBe(false);
    expect(inRanges(parseAddress('2001:db8:5:ffff::9')!, ranges)).toBe(true);
    expect(inRanges(parseAddress('2001:db8:6::1')!, ranges)).toBe(false);
    expect(inRanges(parseAddress('198.51.100.20')!, ranges)).toBe(true);
  });
});

describe('the client address and the trust rule', () => {
  const loopback = parseRangeList('loopback', { names: true }).ranges;

  it('is the peer itself when the peer is not a trusted proxy, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('198.51.100.4', '203.0.113.7', loopback)?.toString()).toBe('198.51.100.4');
  });

  it('follows X-Forwarded-For from a trusted proxy, from the right, through trusted hops only', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7', loopback)?.toString()).toBe('203.0.113.7');
    expect(clientAddress('::1', '203.0.113.7', loopback)?.toString()).toBe('203.0.113.7');
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.7', loopback)?.toString()).toBe('203.0.113.7');
    // A shopper's forged first entry is left of the address the proxy saw: the proxy's entry wins.
    expect(clientAddress('127.0.0.1', '203.0.113.7, 198.51.100.4', loopback)?.toString()).toBe('198.51.100.4');
    const twoProxies = parseRangeList('loopback, 10.0.0.0/8', { names: true }).ranges;
    expect(clientAddress('127.0.0.1', '203.0.113.7, 10.1.2.3', twoProxies)?.toString()).toBe('203.0.113.7');
  });

  it('is the peer when no header came, and nobody when the nearest untrusted hop is unreadable or the peer unknown', () => {
    expect(clientAddress('127.0.0.1', null, loopback)?.toString()).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '203.0.113.7, garbage', loopback)).toBeUndefined();
    expect(clientAddress(undefined, '203.0.113.7', loopback)).toBeUndefined();
  });

  it('trusts no forwarded address when no proxy is trusted', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7', [])?.toString()).toBe('127.0.0.1');
  });
});

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
