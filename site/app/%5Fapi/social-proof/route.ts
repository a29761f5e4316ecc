import { socialProofResponse } from '@/lib/social-proof/social-proof';

/** GET /_api/social-proof?productKey= : the product page's social-proof messages. */
export const GET = (request: Request) => socialProofResponse(request.url);
