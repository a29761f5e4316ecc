import type { APIRequestContext, APIResponse } from '@playwright/test';
import { appRoutes, routePath, type AppRoute } from '../support/app-routes';
import { deepJson, jsonText, LEAF_REPLACEMENTS, multipart, mutateLeaf, ODD_QUERY_VALUES, Random, REFUSED_ESCAPES, REFUSED_TEXT } from '../support/fuzz-inputs';
import { STOREFRONT_PORT } from '../support/ports';
import { expect, test } from './fixtures';
import { E2E_EDITOR } from './pages/studio';

/**
 * The one input boundary: NUL, unpaired surrogates and malformed percent-escapes get a 400 with a
 * message on every route, and no generated input — odd queries, wrong methods and content types,
 * oversized or deeply nested bodies, hostile values in every field of valid bodies — gets a 5xx.
 * Every route folder of site/app is fuzzed, so a new route is covered by construction.
 */

const ORIGIN = `http://localhost:${STOREFRONT_PORT}`;
/** The fuzz's own client address (trusted through the local proxy): its sign-in failures count against it alone. */
const FUZZ_ADDRESS = '198.51.100.77';
const SEED = 0x5eed12;
const DEEP_PLACEHOLDER = '\u2063deep\u2063';
const CASES_PER_ROUTE = 10;
/** The embedded payment provider's key on the e2e server (tests/support/server-env.mjs). */
const ADYEN_API_KEY = 'e2e-embedded-adyen-key';
/** A payment with a test wallet token, as the embedded provider takes it (README, Payments). */
const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const TEST_WALLET_TOKEN = base64Json({ version: 'EC_v1', data: base64Json({ network: 'visa', last4: '1111', holderName: 'Fuzz' }), signature: 'embedded-test-wallet', header: { transactionId: 'fuzz-tx' } });

interface Session {
  csrf: string;
  studioToken: string;
  productKey: string;
  item: { lineItemSku: string; productKey: string; colourSelected: string; sizeSelected: boolean };
  imagePath: string;
}

interface FuzzCase {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The input carries refused text where the route reads it: a 400 with a message, nothing else. */
  refused?: boolean;
}

/** A signed-in shopper and a studio editor in one cookie jar, so handlers get past sign-in and CSRF to their validation. */
async function openSession(request: APIRequestContext): Promise<Session> {
  const home = await (await request.get('/')).text();
  await request.get('/_api/account/me');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'sf_csrf')?.value ?? '';
  const headers = { 'content-type': 'application/json', 'x-csrf-token': csrf, origin: ORIGIN, 'x-forwarded-for': FUZZ_ADDRESS };
  const signUp = await request.post('/_api/account/signup', { headers, data: { email: `fuzz-${Date.now()}@example.com`, name: 'Fuzz', password: 'password123' } });
  expect(signUp.status()).toBe(201);
  const studio = await request.post('/_api/studio/sign-in', { headers, data: E2E_EDITOR });
  expect(studio.status()).toBe(200);
  const studioToken = (await request.storageState()).cookies.find((cookie) => cookie.name === 'sf_studio')?.value ?? '';
  const productKey = /data-product-key="([A-Z]{3}\d{5})"/.exec(home)?.[1] ?? 'ABC12345';
  const product = (await (await request.get(`/_api/quickadd/${productKey}`)).json()).product as { variants: Array<{ sku: string; colour: string }> };
  const variant = product.variants[0]!;
  const imagePath = /\/_img\/([^"?&\s]+)/.exec(home)?.[1] ?? 'campaigns/partywear/1';
  return { csrf, studioToken, productKey, item: { lineItemSku: variant.sku, productKey, colourSelected: variant.colour, sizeSelected: true }, imagePath };
}

/** A valid value for each dynamic segment, so the route's own handling is reached. */
function filler(route: AppRoute, session: Session): (param: string) => string {
  const byRoute: Record<string, string> = {
    '/_img/[...path]': session.imagePath,
    '/_content/[...path]': 'spaces/storefront/environments/master/entries/fuzz-entry',
    '/_search/[...path]': '1/indexes/*/queries',
    '/_discovery/[...path]': 'api/v1/core',
    '/_adyen/[...path]': 'checkout/v72/payments',
    '/categories/[...path]': 'women',
    '/search/[...path]': 'dress',
    '/pages/[...slug]': 'new-in',
  };
  const byName: Record<string, string> = { productId: session.productKey, site: 'hartley', snapshotId: '1', id: 'fuzz-entry' };
  return (param) => byRoute[route.template] ?? byName[param] ?? 'fuzz';
}

/** A valid query string per route that reads one, so the odd and refused parameters join parameters it understands. */
function baseQuery(route: AppRoute, session: Session): string {
  const queries: Record<string, string> = {
    '/_img/[...path]': 'w=120&h=150&fit=fill&fm=webp&q=70',
    '/_discovery/[...path]': 'account_id=embedded&domain_key=hartley&request_type=search&search_type=keyword&q=dress&rows=2&start=0&fl=pid',
    '/_api/listing': 'url=%2Fcategories%2Fwomen%3Fpage%3D2',
    '/_api/reviews': `sku=${session.productKey}&limit=2&page=1&sort=newest`,
    '/_api/reviews/stats': `sku=${session.productKey}`,
    '/_api/reviews/features': `sku=${session.productKey}`,
    '/_api/reviews/summary': `sku=${session.productKey}`,
    '/_api/wishlist/savedItem': `productKey=${session.item.productKey}&colourSelected=${encodeURIComponent(session.item.colourSelected)}`,
    '/_api/studio/pages': 'site=hartley&q=new',
    '/_api/studio/entries': 'q=fuzz&contentType=text',
    '/search': 'q=dress',
    '/api/draft': 'secret=wrong&slug=new-in',
  };
  return queries[route.template] ?? '';
}

/** A valid JSON body per route (where the route reads one), for the fuzz to spoil one field of. */
function bodyTemplate(route: AppRoute, session: Session): unknown {
  const templates: Record<string, unknown> = {
    '/_api/account/signup': { email: 'fuzz-new@example.com', name: 'Fuzz', password: 'password123' },
    '/_api/account/signin': { email: 'fuzz-nobody@example.com', password: 'password123' },
    '/_api/chatbot': { message: 'a red dress under 50', history: ['hello'], context: {} },
    '/chatbot/chat-message': { message: 'a red dress under 50', history: ['hello'], context: { category: 'women/dresses' } },
    '/_api/wishlist/add': session.item,
    '/_api/wishlist/remove': session.item,
    '/_api/basket/addToCart': { items: [{ sku: session.item.lineItemSku, quantity: 1 }] },
    '/_api/studio/sign-in': { email: 'fuzz-editor@studio.test', password: 'not-the-password' },
    '/_api/studio/pages': { site: 'hartley', title: 'Fuzz', slug: 'fuzz-page' },
    '/_api/studio/pages/[id]/duplicate': { title: 'Fuzz copy', slug: 'fuzz-copy' },
    // Only fields whose every spoiled value is refused: the fuzz must create nothing.
    '/_api/studio/entries/[id]': { contentType: 'text', fields: { internalName: 'Fuzz' } },
    '/_api/studio/scheduled': { at: '2099-01-01T09:00:00Z', entries: [{ id: 'fuzz-entry', version: 1 }] },
    '/_api/content/published': { sys: { id: 'fuzz', type: 'Entry', contentType: { sys: { id: 'page' } } }, fields: { slug: { 'en-US': 'fuzz' } } },
    '/_content/[...path]': { fields: { internalName: { 'en-US': 'Fuzz' } } },
    '/_search/[...path]': { requests: [{ indexName: 'hartley_products', params: 'query=dress&hitsPerPage=1' }] },
    // Every spoiled leaf makes it a payment the provider refuses: the fuzz pays for nothing.
    '/_adyen/[...path]': { merchantAccount: 'StorefrontEmbeddedECOM', reference: 'fuzz-order', amount: { currency: 'GBP', value: 1000 }, paymentMethod: { type: 'applepay', applePayToken: TEST_WALLET_TOKEN } },
  };
  return templates[route.template] ?? { name: 'fuzz', items: ['a', 'b'], nested: { value: 'x', count: 1 } };
}

/** The method that reads a body where it is not the route's first: the Management API creates an entry with PUT. */
const BODY_METHOD: Record<string, string> = { '/_content/[...path]': 'PUT' };
/** Routes whose valid body creates something. */
const CREATES = new Set(['/_content/[...path]', '/_api/studio/entries/[id]', '/_api/studio/pages', '/_api/studio/pages/[id]/duplicate', '/_api/account/signup']);

/** Headers that get a request past each surface's authentication and CSRF check, so its validation is what answers. */
function credentials(route: AppRoute, session: Session): Record<string, string> {
  // No X-Contentful-Version: a PUT to a missing entry with one is a 404 before its body is read.
  if (route.template.startsWith('/_content')) return { authorization: `Bearer ${session.studioToken}`, 'x-contentful-content-type': 'text' };
  if (route.template.startsWith('/_search')) return { 'x-algolia-api-key': 'embedded-search-only', 'x-algolia-application-id': 'EMBEDDED' };
  if (route.template.startsWith('/_adyen')) return { 'x-api-key': ADYEN_API_KEY };
  return { 'x-csrf-token': session.csrf, origin: ORIGIN };
}

const QUERY_NAMES = ['q', 'url', 'page', 'sort', 'productKey', 'colourSelected', 'sku', 'limit', 'next', 'site', 'w', 'fm', 'request_type', 'secret', 'slug', 'category', 'contentType'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** The generated cases for one route: refused escapes in its path and query, odd queries, wrong methods, and spoiled bodies. */
function casesFor(route: AppRoute, session: Session, random: Random): FuzzCase[] {
  const path = routePath(route, filler(route, session));
  const query = baseQuery(route, session);
  const withQuery = (extra: string) => `${path}?${[query, extra].filter(Boolean).join('&')}`;
  const full = query ? `${path}?${query}` : path;
  const auth = credentials(route, session);
  const bodyMethod = BODY_METHOD[route.template] ?? route.methods.find((method) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS');
  // Where a valid body would create something, no spoiled value may be one the route accepts (a null field is a missing one).
  const spoil = () => mutateLeaf(random, bodyTemplate(route, session), CREATES.has(route.template) ? random.pick(LEAF_REPLACEMENTS.filter((value) => value !== null)) : undefined);
  const cases: FuzzCase[] = [];
  for (let n = 0; n < CASES_PER_ROUTE; n += 1) {
    const kind = random.pick(bodyMethod ? ['path', 'query', 'odd-query', 'method', 'json', 'json', 'json', 'body'] : ['path', 'query', 'query', 'odd-query', 'odd-query', 'method', 'headers', 'json']);
    const escape = random.pick(REFUSED_ESCAPES);
    const method = route.methods.includes('GET') ? 'GET' : route.methods[0]!;
    switch (kind) {
      case 'path': {
        const segments = path.split('/');
        segments[1 + random.int(segments.length - 1)] += escape;
        cases.push({ label: `path ${escape}`, method, path: `${segments.join('/')}${query ? `?${query}` : ''}`, headers: auth, refused: true });
        break;
      }
      case 'query':
        cases.push({ label: `query ${escape}`, method, path: withQuery(`${random.pick(QUERY_NAMES)}=${escape}`), headers: auth, refused: true });
        break;
      case 'odd-query': {
        const many = random.int(3) === 0;
        const odd = many
          ? Array.from({ length: 300 }, (_, index) => `${random.pick(QUERY_NAMES)}${index % 2 ? '[]' : ''}=${index}`).join('&')
          : `${random.pick(QUERY_NAMES)}=${encodeURIComponent(random.pick(ODD_QUERY_VALUES))}&${random.pick(QUERY_NAMES)}=&&=x`;
        // Half the time the odd parameter replaces one the route reads (the later value of a repeated name usually loses).
        cases.push({ label: many ? 'query: 300 parameters' : `odd query ${odd.slice(0, 40)}`, method, path: random.int(2) ? `${path}?${odd}&${query}` : `${path}?${odd}`, headers: auth });
        break;
      }
      case 'method': {
        const wrong = METHODS.filter((candidate) => !route.methods.includes(candidate));
        const chosen = random.pick(wrong.length ? wrong : METHODS);
        cases.push({ label: `method ${chosen}`, method: chosen, path: full, headers: { ...auth, 'content-type': 'application/json' }, body: chosen === 'GET' || chosen === 'HEAD' ? undefined : '{}' });
        break;
      }
      case 'headers': {
        const cookie = random.pick(['sf_csrf=%zz', 'sf_session=%E0%A4', 'sf_studio=%', 'sf_guest=%00; sf_session=x', '__prerender_bypass=%zz']);
        cases.push({ label: `cookie ${cookie}`, method, path: full, headers: { ...auth, cookie, 'x-forwarded-for': random.pick(['garbage', '::1, %zz', '999.1.1.1', '']), 'x-forwarded-host': random.pick(['%zz', 'a'.repeat(300), 'evil.example']) } });
        break;
      }
      case 'json': {
        const { value, label } = spoil();
        const target = bodyMethod ?? 'POST';
        cases.push({ label: `json ${label}`, method: target, path: full, headers: { ...auth, 'content-type': 'application/json' }, body: Buffer.from(jsonText(value)) });
        break;
      }
      case 'body': {
        const target = bodyMethod ?? 'POST';
        const shapes: Array<() => FuzzCase> = [
          () => ({ label: 'json nested 10,000 deep', method: target, path: full, headers: { ...auth, 'content-type': 'application/json' }, body: deepJson(10_000) }),
          () => {
            // JSON.stringify itself would overflow on it: the deep value is spliced into the text.
            const { value, label } = mutateLeaf(random, bodyTemplate(route, session), DEEP_PLACEHOLDER);
            return { label: `a field nested 20,000 deep (${label.split('=')[0]})`, method: target, path: full, headers: { ...auth, 'content-type': 'application/json' }, body: jsonText(value).replace(`"${DEEP_PLACEHOLDER}"`, deepJson(20_000)) };
          },
          () => {
            const { value, label } = mutateLeaf(random, bodyTemplate(route, session), Object.fromEntries(Array.from({ length: 5_000 }, (_, index) => [`k${index}`, index])));
            return { label: `a field with 5,000 keys (${label.split('=')[0]})`, method: target, path: full, headers: { ...auth, 'content-type': 'application/json' }, body: jsonText(value) };
          },
          () => ({ label: 'json 3 MB', method: target, path: full, headers: { ...auth, 'content-type': 'application/json' }, body: Buffer.alloc(3 * 1024 * 1024, 0x61) }),
          () => ({ label: 'json syntax error', method: target, path: full, headers: { ...auth, 'content-type': 'application/json' }, body: '{"a":' }),
          () => {
            const { value, label } = spoil();
            return { label: `json as text/plain ${label}`, method: target, path: full, headers: { ...auth, 'content-type': 'text/plain' }, body: jsonText(value) };
          },
          () => ({ label: 'xml', method: target, path: full, headers: { ...auth, 'content-type': 'application/xml' }, body: '<?xml version="1.0"?><a>&lt;</a>' }),
          () => ({ label: 'no content type', method: target, path: full, headers: auth, body: 'x=1' }),
          () => ({ label: `form ${escape}`, method: target, path: full, headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, body: `csrf_token=${session.csrf}&email=${escape}&formType=addToWishlist&data=${escape}` }),
          () => {
            const text = random.pick(REFUSED_TEXT);
            const form = multipart({ csrf_token: session.csrf, title: text, category: text, email: text, formType: 'addToWishlist', data: jsonText({ ...session.item, colourSelected: text }) }, { name: random.pick(['file', 'image']), filename: 'x\u0000.png', type: 'image/png', bytes: Buffer.from('not a png') });
            return { label: `multipart ${JSON.stringify(text)}`, method: target, path: full, headers: { ...auth, 'content-type': form.contentType }, body: form.body };
          },
        ];
        cases.push(random.pick(shapes)());
        break;
      }
    }
  }
  return cases;
}

function describe(fuzz: FuzzCase) {
  return `${fuzz.method} ${fuzz.path.slice(0, 90)} — ${fuzz.label}`;
}

async function send(request: APIRequestContext, fuzz: FuzzCase): Promise<APIResponse> {
  return request.fetch(fuzz.path, {
    method: fuzz.method,
    headers: { 'x-forwarded-for': FUZZ_ADDRESS, ...fuzz.headers },
    data: fuzz.body,
    // A redirect's target is answered too (Next.js drops a trailing slash before any route runs).
    maxRedirects: 3,
    failOnStatusCode: false,
    timeout: 30_000,
  });
}

/** The refusal's message, in whichever shape the surface answers (the storefront's JSON, a vendor's, a page, plain text). */
async function messageOf(response: APIResponse): Promise<string> {
  const text = await response.text();
  try {
    const json = JSON.parse(text) as { message?: unknown; error?: unknown };
    return String(json.message ?? json.error ?? '');
  } catch {
    return text;
  }
}

test.describe('one input boundary', { tag: '@desktop' }, () => {
  test('the inputs that answered 500 before are refused with a 400 and a message, in each surface’s shape', async ({ request }) => {
    const session = await openSession(request);
    const headers = { 'content-type': 'application/json', 'x-csrf-token': session.csrf, origin: ORIGIN, 'x-forwarded-for': FUZZ_ADDRESS };
    const json = (path: string, body: unknown) => request.post(path, { headers, data: Buffer.from(jsonText(body)) });
    for (const text of ['Ada\u0000', '\uD800Ada']) {
      const storefront: Array<[string, Promise<APIResponse>]> = [
        ['sign-up name', json('/_api/account/signup', { email: `nul-${Date.now()}@example.com`, name: text, password: 'password123' })],
        ['chatbot message', json('/_api/chatbot', { message: `a red dress ${text}` })],
        ['wishlist add', json('/_api/wishlist/add', { ...session.item, colourSelected: text })],
        ['wishlist remove', json('/_api/wishlist/remove', { ...session.item, colourSelected: text })],
      ];
      for (const [what, pending] of storefront) {
        const response = await pending;
        expect(response.status(), what).toBe(400);
        expect(await response.json(), what).toEqual({ success: false, message: expect.stringMatching(/contains (a NUL character|an unpaired UTF-16 surrogate)/) });
      }
      const form = await request.post('/pages/new-in', { form: { formType: 'addToWishlist', data: jsonText({ ...session.item, colourSelected: text }), csrf_token: session.csrf }, headers: { origin: ORIGIN } });
      expect(form.status()).toBe(400);
      expect(await form.json()).toEqual({ errorSource: 'validation', error: expect.stringMatching(/^data's value at colourSelected contains/) });
      const management = await request.put('/_content/spaces/storefront/environments/master/entries/nul-entry', {
        headers: { authorization: `Bearer ${session.studioToken}`, 'x-contentful-content-type': 'text', 'content-type': 'application/vnd.contentful.management.v1+json' },
        data: Buffer.from(jsonText({ fields: { internalName: { 'en-US': text } } })),
      });
      expect(management.status()).toBe(400);
      expect(await management.json()).toMatchObject({ sys: { type: 'Error', id: 'BadRequest' }, message: expect.stringMatching(/at fields\.internalName\.en-US contains/) });
    }
    const savedItem = await request.get(`/_api/wishlist/savedItem?productKey=${session.productKey}&colourSelected=red%00`);
    expect([savedItem.status(), await savedItem.json()]).toEqual([400, { success: false, message: 'The query string contains a NUL character (U+0000).' }]);

    const malformed = 'The path has a malformed percent-escape (\'%\' must be followed by two hex digits).';
    const image = await request.get('/_img/%zz');
    expect([image.status(), await image.text()]).toEqual([400, malformed]);
    for (const path of ['/_search/%zz', '/_discovery/%zz']) {
      const engine = await request.get(path);
      expect([engine.status(), await engine.json()], path).toEqual([400, { message: malformed, status: 400 }]);
    }
    const payments = await request.post('/_adyen/checkout/v72/payments%zz', { headers: { 'x-api-key': ADYEN_API_KEY }, data: {} });
    expect([payments.status(), await payments.json()]).toEqual([400, { status: 400, errorCode: '702', message: malformed, errorType: 'validation' }]);
    const content = await request.get('/_content/%zz');
    expect([content.status(), await content.json()]).toEqual([400, { sys: { type: 'Error', id: 'BadRequest' }, message: malformed, requestId: expect.any(String) }]);
    const page = await request.get('/search?q=%zz');
    expect(page.status()).toBe(400);
    expect(await page.text()).toContain('The query string has a malformed percent-escape');
  });

  test('every route refuses refused text with a 400 and a message, and no generated input gets a 5xx', async ({ request, playwright }) => {
    test.setTimeout(120_000);
    const session = await openSession(request);
    // Requests that bring their own cookies run without the session's jar: cookies issued to them must not replace the session's.
    const stranger = await playwright.request.newContext({ baseURL: ORIGIN });
    const random = new Random(SEED);
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(50);
    // Signing out ends the session the other cases need to get past sign-in: those routes go last.
    const signsOut = (route: AppRoute) => /sign-?out/.test(route.template);
    const cases = [...routes.filter((route) => !signsOut(route)), ...routes.filter(signsOut)].flatMap((route) => casesFor(route, session, random));

    const failures: string[] = [];
    const notRefused: string[] = [];
    const started = Date.now();
    for (let start = 0; start < cases.length; start += 4) {
      await Promise.all(
        cases.slice(start, start + 4).map(async (fuzz) => {
          const response = await send(fuzz.headers?.cookie ? stranger : request, fuzz);
          if (response.status() >= 500) failures.push(`${response.status()} ${describe(fuzz)}: ${(await response.text()).slice(0, 120)}`);
          else if (fuzz.refused && (response.status() !== 400 || !(await messageOf(response)).trim())) notRefused.push(`${response.status()} ${describe(fuzz)}`);
        }),
      );
    }
    test.info().annotations.push({ type: 'fuzz', description: `${cases.length} inputs over ${routes.length} routes in ${Date.now() - started} ms` });
    expect.soft(failures, `${failures.length} of ${cases.length} inputs got a 5xx`).toEqual([]);
    expect(notRefused, 'refused text not answered with a 400 and a message').toEqual([]);
    await stranger.dispose();
  });
});
