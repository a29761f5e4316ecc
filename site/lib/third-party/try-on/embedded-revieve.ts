import 'server-only';
import { providerProductByKey, type ProviderProduct } from '@storefront/catalogue/queries/third-party';
import { getDb } from '../../platform/db';
import { EMBEDDED_TRY_ON_PARTNER } from '../config';
import { escapeHtml, json, providerPage } from '../embedded-html';

const PRODUCT_KEY = /^[A-Za-z0-9-]{1,40}$/;
/** What the embedded engine can draw on a face: lip colour and skin tone. */
const TRY_ON_AREAS: Record<string, 'lips' | 'skin'> = { lipstick: 'lips', foundation: 'skin' };

function tryOnArea(product: ProviderProduct | undefined): 'lips' | 'skin' | undefined {
  return product ? TRY_ON_AREAS[product.catalogueType] : undefined;
}

/** A face with the areas the shade colours (CSS custom properties set by the page's script). */
const FACE = `<svg class="face" viewBox="0 0 200 240" role="img" aria-label="Model face"><ellipse class="skin" cx="100" cy="120" rx="70" ry="95"/><ellipse class="eye" cx="72" cy="105" rx="10" ry="5"/><ellipse class="eye" cx="128" cy="105" rx="10" ry="5"/><path class="lips" d="M72 168 Q100 150 128 168 Q100 190 72 168Z"/></svg>`;

/**
 * The embedded virtual try-on provider, speaking its vendor's protocol: `GET /availability`
 * (partnerId, productId) says whether the product can be tried on (lipsticks and foundations: the
 * shades it can draw), 403 for a partner it does not know; `GET /vto` is the try-on layer's page:
 * the product's shades on a face, posting its close button (and, for a product it cannot draw,
 * that it is unavailable) to the page.
 */
export async function embeddedRevieve(request: Request, path: string): Promise<Response> {
  const url = new URL(request.url);
  const route = path.split('?')[0];
  const partnerId = url.searchParams.get('partnerId') ?? '';
  const productId = url.searchParams.get('productId') ?? '';
  if (partnerId !== EMBEDDED_TRY_ON_PARTNER) return route === '/availability' ? json({ error: 'unknown partner' }, 403) : providerPage({ title: 'Try-on', stylesheet: 'revieve.css', status: 403, body: '<p>Unknown partner.</p>' });
  const product = PRODUCT_KEY.test(productId) ? await providerProductByKey(await getDb(), productId) : undefined;
  const area = tryOnArea(product);
  if (route === '/availability') return json({ partner_id: partnerId, product_id: productId, vto_available: area !== undefined });
  if (route !== '/vto') return json({ error: 'not found' }, 404);
  // The layer's page says so to the product page too (P §4: unavailable while the layer is open).
  if (!product || !area)
    return providerPage({ title: 'Try-on', stylesheet: 'revieve.css', script: 'revieve.js', status: 404, bodyData: { unavailable: 'true', 'parent-origin': url.searchParams.get('origin') ?? '' }, body: '<p class="missing">Try-on is not available for this product.</p>' });
  const shades = product.colours
    .map((colour, index) => `<button type="button" class="shade" data-shade="${escapeHtml(colour.colour)}" data-hex="${escapeHtml(colour.swatchHex)}" aria-pressed="${index === 0}" title="${escapeHtml(colour.label)}"><span style="background:${escapeHtml(colour.swatchHex)}"></span>${escapeHtml(colour.label)}</button>`)
    .join('');
  return providerPage({
    title: `Try on ${product.name}`,
    stylesheet: 'revieve.css',
    script: 'revieve.js',
    bodyData: { area, 'parent-origin': url.searchParams.get('origin') ?? '' },
    body: `<main class="vto"><header><h1>Try on: ${escapeHtml(product.name)}</h1><button type="button" class="close" data-action="close">Done</button></header><div class="mirror" data-area="${area}">${FACE}</div><div class="shades" role="group" aria-label="Shades">${shades}</div></main>`,
  });
}
