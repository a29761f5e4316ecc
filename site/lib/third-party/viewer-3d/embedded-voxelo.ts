import 'server-only';
import { providerProductByModel } from '@storefront/catalogue/queries/third-party';
import { getDb } from '../../platform/db';
import { escapeHtml, json, providerPage } from '../embedded-html';

/** The viewer's model ids: lowercase letters, digits and dashes (the vendor's form). */
export const MODEL_ID = /^[a-z0-9-]{1,80}$/;
const VIEWS = 4;

/**
 * The embedded 3D viewer provider, speaking its vendor's protocol: `GET /models/{id}` describes a
 * model (404 for an id it has no model of), `GET /viewer/{id}` is the viewer page the product
 * page frames, a turntable of the model's views drawn with CSS alone (it runs in a frame with
 * every sandbox restriction, scripts included).
 */
export async function embeddedVoxelo(request: Request, path: string): Promise<Response> {
  const match = /^\/(models|viewer)\/([^/?]+)$/.exec(path.split('?')[0] ?? '');
  const id = match ? decodeURIComponent(match[2]!) : '';
  const found = match && MODEL_ID.test(id) ? await providerProductByModel(await getDb(), id) : undefined;
  if (match?.[1] === 'models') {
    if (!found) return json({ error: { code: 'MODEL_NOT_FOUND', message: `No model ${id}` } }, 404);
    return json({ model: { id, status: 'ready', title: found.product.name, embed_path: `/viewer/${id}` } });
  }
  if (!found) return providerPage({ title: '3D model not found', stylesheet: 'voxelo.css', status: 404, body: '<p class="missing">This 3D model is not available.</p>' });
  const colour = found.product.colours.find((entry) => entry.colour === found.colour);
  const count = Math.min(VIEWS, Math.max(1, colour?.imageCount ?? 1));
  const faces = Array.from({ length: VIEWS }, (_, index) => {
    const view = (index % count) + 1;
    const src = `/_img/products/${encodeURIComponent(found.product.key)}/${encodeURIComponent(found.colour)}/${view}?w=480&fm=webp&q=80`;
    return `<img class="face face-${index}" src="${escapeHtml(src)}" alt="" width="240" height="360">`;
  }).join('');
  const label = `${found.product.name}${colour ? ` in ${colour.label}` : ''}`;
  const controls = ['Front', 'Side', 'Back', 'Other side']
    .map((name, index) => `<input type="radio" name="angle" id="angle-${index}" class="angle angle-${index}"><label for="angle-${index}">${name}</label>`)
    .join('');
  return providerPage({
    title: `3D view: ${label}`,
    stylesheet: 'voxelo.css',
    body: `<main class="viewer" data-model="${escapeHtml(id)}"><h1>${escapeHtml(label)}</h1><input type="radio" name="angle" id="spin" class="angle spin" checked><label for="spin">Turn</label>${controls}<div class="stage"><div class="turntable">${faces}</div></div><p class="hint">Powered by the embedded 3D viewer</p></main>`,
  });
}
