import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { readBoundedText } from '@storefront/platform/bounded-body';
import { processSingleton } from '@storefront/platform/process-singleton';
import { encodedTextProblem, isAcceptableText } from '@storefront/platform/safe-text';
import { providerProductByKey } from '@storefront/catalogue/queries/third-party';
import { submitReview } from '@storefront/reviews/submissions';
import { getDb } from '../../platform/db';
import { escapeHtml, providerPage } from '../embedded-html';

const PRODUCT_KEY = /^[A-Za-z0-9-]{1,40}$/;
const MAX_FORM_BYTES = 8 * 1024;
const TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;
const text = (max: number) => z.string().trim().min(1).max(max).refine(isAcceptableText, 'has characters that are not allowed');

export const reviewSubmission = z.object({
  rating: z.coerce.number().int().min(1).max(5),
  title: text(120),
  review: text(4000).refine((value) => value.length >= 20, 'must be at least 20 characters'),
  nickname: text(40),
  recommend: z.enum(['yes', 'no']).optional(),
});

/**
 * The form's own anti-forgery token (the provider's page is framed sandboxed, with an opaque
 * origin and no cookies): the product and an expiry, signed with a key this process keeps.
 */
const signingKey = () => processSingleton('third-party.review-form.key', () => randomBytes(32));
function formToken(productKey: string, expires: number): string {
  return `${expires}.${createHmac('sha256', signingKey()).update(`${productKey}:${expires}`).digest('base64url')}`;
}
function isValidToken(productKey: string, token: string, now: number): boolean {
  const [expires, signature] = token.split('.');
  const at = Number(expires);
  if (!signature || !Number.isFinite(at) || at < now) return false;
  const expected = Buffer.from(formToken(productKey, at).split('.')[1]!);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function form(productKey: string, productName: string, errors: string[] = [], now = Date.now()): string {
  const stars = [5, 4, 3, 2, 1].map((value) => `<label><input type="radio" name="rating" value="${value}" required> ${value} star${value > 1 ? 's' : ''}</label>`).join('');
  const problems = errors.length ? `<ul class="errors" role="alert">${errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')}</ul>` : '';
  return `<main class="review-form"><h1>Write a review</h1><p class="product">${escapeHtml(productName)}</p>${problems}<form method="post" action="/_embedded/review-form/write?productId=${encodeURIComponent(productKey)}"><input type="hidden" name="token" value="${formToken(productKey, now + TOKEN_LIFETIME_MS)}"><fieldset><legend>Your rating</legend>${stars}</fieldset><label>Review title<input name="title" maxlength="120" required></label><label>Your review<textarea name="review" minlength="20" maxlength="4000" rows="6" required></textarea></label><label>Nickname<input name="nickname" maxlength="40" required></label><fieldset><legend>Would you recommend this product?</legend><label><input type="radio" name="recommend" value="yes"> Yes</label><label><input type="radio" name="recommend" value="no"> No</label></fieldset><button type="submit">Submit review</button></form></main>`;
}

/**
 * The embedded review provider's submit-review form (P §7 'external review widget (open
 * submit-review form for the product id)'): `GET /write?productId=` draws the form, `POST` checks
 * it and keeps the review for moderation, then thanks the shopper. A product it does not know
 * answers 404.
 */
export async function embeddedReviewForm(request: Request, path: string): Promise<Response> {
  const url = new URL(request.url);
  const productKey = url.searchParams.get('productId') ?? '';
  if (path.split('?')[0] !== '/write') return providerPage({ title: 'Not found', stylesheet: 'review-form.css', status: 404, body: '<p>Not found.</p>' });
  const product = PRODUCT_KEY.test(productKey) ? await providerProductByKey(await getDb(), productKey) : undefined;
  if (!product) return providerPage({ title: 'Write a review', stylesheet: 'review-form.css', status: 404, body: '<p class="missing">Reviews cannot be written for this product.</p>' });
  const page = (body: string, status = 200) => providerPage({ title: `Review ${product.name}`, stylesheet: 'review-form.css', body, status });
  if (request.method === 'GET') return page(form(product.key, product.name));
  if (request.method !== 'POST') return page('<p>Method not allowed.</p>', 405);
  const raw = await readBoundedText(request, MAX_FORM_BYTES);
  if (raw === undefined || encodedTextProblem(raw)) return page(form(product.key, product.name, ['The form could not be read.']), 400);
  const fields = new URLSearchParams(raw);
  if (!isValidToken(product.key, fields.get('token') ?? '', Date.now())) return page(form(product.key, product.name, ['The form has expired: please write your review again.']), 403);
  const parsed = reviewSubmission.safeParse(Object.fromEntries(fields));
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'form')}: ${issue.message}`);
    return page(form(product.key, product.name, errors), 422);
  }
  const { rating, title, review, nickname, recommend } = parsed.data;
  await submitReview(await getDb(), { productKey: product.key, rating, title, text: review, userName: nickname, isRecommended: recommend === undefined ? undefined : recommend === 'yes' });
  return page(`<main class="review-form thanks" role="status"><h1>Thank you for your review</h1><p>It will appear on the product page once it has been checked.</p></main>`);
}
