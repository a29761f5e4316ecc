import 'server-only';
import { EMBEDDED_BASE, providerConfig, type ThirdPartyFeature } from './config';

/** An embedded provider: answers the vendor's HTTP protocol in-process (and at /_embedded/…). */
export type ProviderHandler = (request: Request, path: string) => Promise<Response>;

const TIMEOUT_MS = 2_000;

/**
 * Calls a feature's provider with the vendor's request: the hosted one over the network (with a
 * timeout), else the embedded handler in-process, over the same Request/Response either way.
 */
export async function callProvider(feature: ThirdPartyFeature, path: string, init: RequestInit, embedded: ProviderHandler): Promise<Response> {
  const config = providerConfig(feature);
  if (config.mode === 'hosted') return fetch(`${config.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return embedded(new Request(`http://embedded.internal${EMBEDDED_BASE[feature]}${path}`, init), path);
}

/** The frame URL of a provider page: on the hosted provider, or on this server's embedded one. */
export function providerPageUrl(feature: ThirdPartyFeature, path: string): string {
  return `${providerConfig(feature).baseUrl}${path}`;
}
