/**
 * Office-network detection (L §6): is the client of a request inside one of the configured staff
 * address ranges? The client is the socket's peer, or, when the peer is a trusted proxy, the
 * address that proxy forwarded (X-Forwarded-For, read from the right through trusted proxies
 * only), so a shopper cannot claim an office address by sending the header themselves.
 */
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
export type AddressRange = readonly [Address, number];

type Env = Readonly<Record<string, string | undefined>>;

/** Named ranges TRUSTED_PROXIES accepts (the names Express's `trust proxy` uses). */
const namedRanges: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * One address, strictly: dotted-quad IPv4 (no '127.1' or hex shorthands) or IPv6, an IPv4-mapped
 * IPv6 address read as its IPv4 address. A port ('1.2.3.4:80', '[::1]:80') is dropped.
 */
export function parseAddress(text: string | null | undefined): Address | undefined {
  let value = (text ?? '').trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return ipaddr.IPv4.parse(value);
  if (!ipaddr.IPv6.isValid(value)) return undefined;
  const address = ipaddr.IPv6.parse(value);
  return address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

function parseRange(text: string): AddressRange | undefined {
  if (!text.includes('/')) {
    const address = parseAddress(text);
    return address ? [address, address.kind() === 'ipv4' ? 32 : 128] : undefined;
  }
  if (ipaddr.IPv4.isValidCIDRFourPartDecimal(text)) return ipaddr.IPv4.parseCIDR(text);
  if (ipaddr.IPv6.isValidCIDR(text)) return ipaddr.IPv6.parseCIDR(text);
  return undefined;
}

export interface RangeList {
  ranges: AddressRange[];
  /** Entries that are not an address, a CIDR range or a known name (for a start-up warning). */
  invalid: string[];
}

/** A comma-separated list of CIDR ranges and single addresses, IPv4 and IPv6 (and, if allowed, named ranges). */
export function parseRangeList(list: string | undefined, options: { names?: boolean } = {}): RangeList {
  const ranges: AddressRange[] = [];
  const invalid: string[] = [];
  for (const entry of (list ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const named = options.names ? namedRanges[entry.toLowerCase()] : undefined;
    const parsed = named ? named.map(parseRange) : [parseRange(entry)];
    for (const range of parsed) {
      if (range) ranges.push(range);
      else invalid.push(entry);
    }
  }
  return { ranges, invalid };
}

/** Whether an address lies in one of the ranges (IPv4 addresses also match IPv4-mapped IPv6 ranges). */
export function inRanges(address: Address, ranges: readonly AddressRange[]): boolean {
  return ranges.some(([network, bits]) => {
    if (address.kind() === network.kind()) return address.match(network, bits);
    return address.kind() === 'ipv4' && network.kind() === 'ipv6' && (address as ipaddr.IPv4).toIPv4MappedAddress().match(network, bits);
  });
}

/**
 * The client's address: the peer, unless the peer is a trusted proxy; then the X-Forwarded-For
 * entries from the right (nearest first), skipping trusted proxies. The first untrusted hop is the
 * client; an unreadable hop stops the walk (it is nobody's address, so not staff). Undefined when
 * the peer is unknown.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | null | undefined, trustedProxies: readonly AddressRange[]): Address | undefined {
  const peerAddress = parseAddress(peer);
  if (!peerAddress) return undefined;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  let client: Address = peerAddress;
  for (const hop of hops) {
    if (!inRanges(client, trustedProxies)) return client;
    const next = parseAddress(hop);
    if (!next) return undefined;
    client = next;
  }
  return client;
}

export interface StaffNetworkConfig {
  staffNetworks: AddressRange[];
  trustedProxies: AddressRange[];
  /** Configuration entries that could not be read. */
  invalid: string[];
}

/** STAFF_NETWORKS (default none) and TRUSTED_PROXIES (default loopback; empty trusts no proxy). */
export function staffNetworkConfig(env: Env = process.env): StaffNetworkConfig {
  const staff = parseRangeList(env.STAFF_NETWORKS);
  const trusted = parseRangeList(env.TRUSTED_PROXIES ?? 'loopback', { names: true });
  return {
    staffNetworks: staff.ranges,
    trustedProxies: trusted.ranges,
    invalid: [...staff.invalid.map((entry) => `STAFF_NETWORKS: ${entry}`), ...trusted.invalid.map((entry) => `TRUSTED_PROXIES: ${entry}`)],
  };
}

/** Whether the client behind this peer and X-Forwarded-For header is on the office network. */
export function isStaffClient(request: { peer: string | undefined; forwardedFor: string | null | undefined }, config: StaffNetworkConfig): boolean {
  if (config.staffNetworks.length === 0) return false;
  const client = clientAddress(request.peer, request.forwardedFor, config.trustedProxies);
  return client !== undefined && inRanges(client, config.staffNetworks);
}
