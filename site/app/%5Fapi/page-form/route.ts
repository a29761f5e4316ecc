import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseJsonField, readForm } from '@/lib/platform/http';
import { runWishlistAction } from '@/lib/shopper/wishlist-actions';

const formTypes = { addToWishlist: 'add', removeFromWishlist: 'remove' } as const;

const formSchema = z.object({
  formType: z.enum(['addToWishlist', 'removeFromWishlist'], { message: 'formType must be addToWishlist or removeFromWishlist' }),
  data: z.string({ message: 'data is required' }).max(4_000, 'data is too long'),
});

const errorReply = (status: number, errorSource: string, error: string) =>
  NextResponse.json({ errorSource, error }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * The form-style POST to a page (L §7, P §7), routed here by the proxy: formType
 * addToWishlist/removeFromWishlist and data (JSON of the wishlist payload, checkExists on re-add).
 * The answer is the reply text; errors carry errorSource and error.
 */
export async function POST(request: Request) {
  const form = await readForm(request);
  if (!form.ok) {
    const body = (await form.response.json()) as { message: string };
    return errorReply(form.response.status, 'request', body.message);
  }
  const fields = formSchema.safeParse(Object.fromEntries(form.form));
  if (!fields.success) return errorReply(400, 'form', fields.error.issues[0]?.message ?? 'Invalid form');
  const payload = parseJsonField(form.form, 'data');
  if (!payload.ok) return errorReply(400, payload.reason === 'syntax' ? 'form' : 'validation', payload.message);
  const result = await runWishlistAction(formTypes[fields.data.formType], payload.value);
  if (result.errorSource === 'validation') return errorReply(result.status, 'validation', result.message);
  return new NextResponse(result.message, { status: result.status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}
