import type { ContentApiHandler, ContentApiRequest } from '../delivery/api';
import { header } from '../delivery/http';

const readMethods = new Set(['GET', 'HEAD']);

/**
 * Contentful serves its APIs on different hosts with the same paths; the embedded space serves
 * them on one origin. A request belongs to the Management API when it writes, when it reads with
 * a management token (`CFPAT-…`), or when it is the CORS preflight of a write.
 */
export function isManagementRequest(request: Pick<ContentApiRequest, 'method' | 'headers'>): boolean {
  const method = request.method.toUpperCase();
  if (method === 'OPTIONS') {
    const preflighted = header(request.headers, 'access-control-request-method')?.toUpperCase();
    return preflighted !== undefined && !readMethods.has(preflighted);
  }
  if (!readMethods.has(method)) return true;
  return /^Bearer\s+CFPAT-/i.test(header(request.headers, 'authorization')?.trim() ?? '');
}

/** One handler for both: management requests to `management`, everything else to `delivery`. */
export function combineContentApis(delivery: ContentApiHandler, management: ContentApiHandler): ContentApiHandler {
  return (request) => (isManagementRequest(request) ? management(request) : delivery(request));
}
