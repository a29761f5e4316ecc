import 'server-only';
import { embeddedSyndication } from './product-content/embedded-syndication';
import type { ProviderHandler } from './provider-transport';
import { embeddedReviewForm } from './review-form/embedded-review-form';
import { embeddedTrueFit } from './size-fit/embedded-truefit';
import { embeddedRevieve } from './try-on/embedded-revieve';
import { embeddedVoxelo } from './viewer-3d/embedded-voxelo';

/** The embedded providers by their folder under /_embedded (config.ts EMBEDDED_BASE). */
const PROVIDERS: Record<string, ProviderHandler> = {
  voxelo: embeddedVoxelo,
  revieve: embeddedRevieve,
  truefit: embeddedTrueFit,
  'product-content': embeddedSyndication,
  'review-form': embeddedReviewForm,
};

/** GET/POST /_embedded/{provider}/{…path}: the embedded providers as the browser (frames) reaches them. */
export async function embeddedProviderResponse(request: Request, provider: string, path: readonly string[]): Promise<Response> {
  const handler = Object.hasOwn(PROVIDERS, provider) ? PROVIDERS[provider] : undefined;
  if (!handler) return new Response('Not found', { status: 404 });
  const url = new URL(request.url);
  return handler(request, `/${path.map(encodeURIComponent).join('/')}${url.search}`);
}
