import { shortenUrlResponse } from '@/lib/share/url-shorten';

/** POST /_api/url-shorten (P §7): form field url → { shorturl }. */
export const POST = (request: Request) => shortenUrlResponse(request);
