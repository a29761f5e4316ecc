import 'server-only';
import { processSingleton, readProcessValue } from '@storefront/platform/process-singleton';
import { headers } from 'next/headers';
import { isStaffClient, staffNetworkConfig, type StaffNetworkConfig } from '../platform/network';
import { log } from '../platform/log';

/** Set by site/server.mjs: the header it writes each request's socket address into. */
const peerHeader = () => readProcessValue('peerHeader');

/** The configuration, read once per value of the variables (a bad entry is logged once). */
function config(): StaffNetworkConfig {
  const read = processSingleton('site.staffNetworks', () => ({ source: undefined as string | undefined, config: undefined as StaffNetworkConfig | undefined }));
  const source = `${process.env.STAFF_NETWORKS ?? ''}|${process.env.TRUSTED_PROXIES ?? '\u0000'}`;
  if (!read.config || read.source !== source) {
    const parsed = staffNetworkConfig();
    for (const entry of parsed.invalid) log.warn('staff.network.invalid', { entry });
    if (parsed.staffNetworks.length > 0 && typeof peerHeader() !== 'string') {
      log.warn('staff.network.no-peer', { hint: 'STAFF_NETWORKS needs the storefront server (pnpm serve, or node site/server.mjs --dev) to see client addresses' });
    }
    Object.assign(read, { source, config: parsed });
  }
  return read.config!;
}

/**
 * Whether this request comes from the office network (L §6). Per request and server-side; the
 * pages that call it are rendered per request (dynamic, `Cache-Control: private, no-store`), so
 * one viewer's staff tools are never served to another.
 */
export async function isStaffRequest(): Promise<boolean> {
  const requestHeaders = await headers();
  const header = peerHeader();
  const peer = typeof header === 'string' ? (requestHeaders.get(header) ?? undefined) : undefined;
  return isStaffClient({ peer, forwardedFor: requestHeaders.get('x-forwarded-for') }, config());
}
