import { handleContentRequest } from '@/lib/embedded/content-endpoint';

export const dynamic = 'force-dynamic';

/** The embedded content space's Delivery, Preview and Management APIs and asset files. */
const handle = (request: Request) => handleContentRequest(request);

export { handle as GET, handle as HEAD, handle as OPTIONS, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
