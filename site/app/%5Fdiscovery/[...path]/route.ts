import { handleDiscoveryRequest } from '@/lib/embedded/discovery-endpoint';
import { getSite } from '@/lib/platform/request-site';

// Opens the engine (and the database) per request, never at build time.
export const dynamic = 'force-dynamic';

/**
 * The embedded engine's discovery protocol (/_discovery/api/v1/core/?request_type=search&…, and
 * /api/v1/suggest/) over the index of the site the host names; 404 when Algolia is configured.
 */
export async function GET(request: Request) {
  return handleDiscoveryRequest(request, (await getSite()).id);
}
