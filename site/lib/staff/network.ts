/**
 * Office-network detection (L §6): is the client of a request inside one of the configured staff
 * address ranges? The client is decided by ../platform/client-address.ts (the peer, or what a
 * trusted proxy forwarded), so a shopper cannot claim an office address by sending the header.
 */
import { clientAddress, inRanges, parseRangeList, trustedProxyConfig, type AddressRange, type Env } from '../platform/client-address';

export interface StaffNetworkConfig {
  staffNetworks: AddressRange[];
  trustedProxies: AddressRange[];
  /** Configuration entries that could not be read. */
  invalid: string[];
}

/** STAFF_NETWORKS (default none) and TRUSTED_PROXIES (default loopback; empty trusts no proxy). */
export function staffNetworkConfig(env: Env = process.env): StaffNetworkConfig {
  const staff = parseRangeList(env.STAFF_NETWORKS);
  const trusted = trustedProxyConfig(env);
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
