/**
 * The browser side of a visual search upload: the photo is shrunk (colours need no more than a
 * few hundred pixels, and a phone photo is megabytes) on a white ground (so transparency does not
 * turn black), then posted to the site's endpoint with the CSRF token.
 */
import { csrfTokenForMutation } from '../../shared/shopper/fetch-json';

const MAX_EDGE_PX = 1024;

async function shrink(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    return blob ?? file;
  } catch {
    // The browser cannot decode it: the server judges the original and says why.
    return file;
  }
}

/** Sends the photo; resolves with the listing URL, rejects with the server's message. */
export async function uploadVisualSearch(endpoint: string, file: Blob & { name?: string }, category: string): Promise<{ url: string }> {
  const form = new FormData();
  form.set('image', await shrink(file), file.name ?? 'photo.jpg');
  if (category) form.set('category', category);
  const response = await fetch(endpoint, { method: 'POST', body: form, credentials: 'same-origin', headers: { accept: 'application/json', 'x-csrf-token': await csrfTokenForMutation() } });
  const body = (await response.json().catch(() => ({}))) as { url?: unknown; message?: unknown };
  if (!response.ok || typeof body.url !== 'string' || !body.url.startsWith('/')) {
    throw new Error(typeof body.message === 'string' && body.message ? body.message : '');
  }
  return { url: body.url };
}
