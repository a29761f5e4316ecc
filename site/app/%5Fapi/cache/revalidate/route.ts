import { revalidateTagsResponse } from '@/lib/platform/revalidate-endpoint';

/** POST /_api/cache/revalidate: this process asking itself to expire cached pages (page-cache.ts). */
export const POST = revalidateTagsResponse;
