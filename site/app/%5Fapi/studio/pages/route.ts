import { createPageHandler, listPagesHandler } from '@/lib/studio/api-handlers';
import { studioDeps } from '@/lib/studio/deps';

export const dynamic = 'force-dynamic';

/** GET /_api/studio/pages?site=hartley[&q=…]: the site's pages (and the shared ones). */
export async function GET(request: Request) {
  return listPagesHandler(request, await studioDeps());
}

/** POST /_api/studio/pages { site, title, slug }: a new draft page. */
export async function POST(request: Request) {
  return createPageHandler(request, await studioDeps());
}
