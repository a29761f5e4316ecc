import { handleAdyenRequest } from '@/lib/embedded/payment-service';

// Opens the provider (and the database) per request, never at build time.
export const dynamic = 'force-dynamic';

/**
 * The embedded payment provider's Adyen Checkout API (/_adyen/checkout/v72/payments, …), for
 * servers as Adyen's is: X-API-Key (ADYEN_EMBEDDED_API_KEY), no CORS; 404 when Adyen is configured.
 */
const handle = (request: Request) => handleAdyenRequest(request);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
