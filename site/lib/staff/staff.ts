import 'server-only';
import { headers } from 'next/headers';
import { isStaffClient, staffNetworkConfig, type StaffNetworkConfig } from './network';
import { log } from '../platform/log';

/** Set by site/server.mjs, naming the header it writes each request's socket address into. */
const peerHeaderKey = Symbol.for('storefront.peerHeader');
type GlobalWithPeerHeader = typeof globalThis & { [peerHeaderKey]?: unknown };

const configKey = Symbol.for('storefront.site.staffNetworks');
type GlobalWithConfig = typeof globalThis & { [configKey]?: { source: string; config: StaffNetworkConfig } };

/** The configuration, read once per value of the variables (a bad entry is logged once). */
function config(): StaffNetworkConfig {
  const store = globalThis as GlobalWithConfig;
  const source = `${process.env.STAFF_NETWORKS ?? ''}|${process.env.TRUSTED_PROXIES ?? '\u0000'}`;
  if (store[configKey]?.source !== source) {
    const parsed = staffNetworkConfig();
    for (const entry of parsed.invalid) log.warn('staff.network.invalid', { entry });
    if (parsed.staffNetworks.length > 0 && typeof (globalThis as GlobalWithPeerHeader)[peerHeaderKey] !== 'string') {
      log.warn('staff.network.no-peer', { hint: 'STAFF_NETWORKS needs the storefront server (pnpm serve, or node site/server.mjs --dev) to see client addresses' });
    }
    store[configKey] = { source, config: parsed };
  }
  return store[configKey].config;
}

/**
 * Whether this request comes from the office network (L §6). Per request and server-side; the
 * pages that call it are rendered per request (dynamic, `Cache-Control: private, no-store`), so
 * one viewer's staff tools are never served to another.
 */
export async function isStaffRequest(): Promise<boolean> {
  const requestHeaders = await headers();
  const peerHeader = (globalThis as GlobalWithPeerHeader)[peerHeaderKey];
  const peer = typeof peerHeader === 'string' ? (requestHeaders.get(peerHeader) ?? undefined) : undefined;
  return isStaffClient({ peer, forwardedFor: requestHeaders.get('x-forwarded-for') }, config());
}
