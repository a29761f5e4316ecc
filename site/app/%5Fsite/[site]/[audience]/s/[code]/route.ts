import { shortLinkRedirect } from '@/lib/share/url-shorten';

/** GET /s/{code}: a share button's short link (the proxy rewrites it into the site segment, as every page). */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  return shortLinkRedirect(request, (await params).code);
}
