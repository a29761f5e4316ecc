import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { seedProductPage } from '@storefront/seed/catalogue/seed-product-page';
import { MODELLED_PRODUCT_TYPES, seedThirdParty } from '@storefront/seed/catalogue/seed-third-party';
import { thirdPartyPicks, thirdPartySeedShape, type ThirdPartyPicks } from '@storefront/seed/catalogue/third-party-picks';
import { pendingReviews } from '@storefront/reviews/submissions';
import { hostedFrameOrigins, providerConfig, tryOnPartnerId } from './config';
import { embeddedProviderResponse } from './embedded-providers';
import { productContentByEan } from './product-content/product-content';
import { reviewFormUrl } from './review-form/review-form';
import { calculateFit } from './size-fit/size-fit';
import { tryOnAvailability } from './try-on/try-on';
import { viewer3dModel } from './viewer-3d/viewer-3d';

const store: { handle?: DatabaseHandle; picks?: ThirdPartyPicks } = {};
vi.mock('../platform/db', () => ({ getDb: async () => store.handle!.db }));

const VENDOR_ENV = ['VOXELO_URL', 'REVIEVE_URL', 'REVIEVE_PARTNER_ID', 'TRUEFIT_URL', 'PRODUCT_CONTENT_URL', 'REVIEW_FORM_URL'];

beforeAll(async () => {
  for (const name of VENDOR_ENV) delete process.env[name];
  store.handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
  await seedProductPage(store.handle.db);
  await seedThirdParty(store.handle.db);
  store.picks = await thirdPartyPicks(store.handle.db);
});

afterAll(async () => {
  await store.handle?.close();
});

afterEach(() => {
  for (const name of VENDOR_ENV) delete process.env[name];
  vi.unstubAllGlobals();
});


describe('provider configuration (README: hosted vs embedded)', () => {
  it('is embedded without configuration and hosted when the vendor URL is set (https, no credentials)', () => {
    expect(providerConfig('viewer3d', {})).toEqual({ mode: 'embedded', baseUrl: '/_embedded/voxelo' });
    expect(providerConfig('viewer3d', { VOXELO_URL: 'https://viewer.example.com/v2/' })).toEqual({ mode: 'hosted', baseUrl: 'https://viewer.example.com/v2', origin: 'https://viewer.example.com' });
    expect(providerConfig('viewer3d', { VOXELO_URL: 'http://viewer.example.com' }).mode).toBe('embedded');
    expect(providerConfig('viewer3d', { VOXELO_URL: 'https://user:pw@viewer.example.com' }).mode).toBe('embedded');
    expect(tryOnPartnerId({})).toBe('storefront-embedded');
    expect(tryOnPartnerId({ REVIEVE_URL: 'https://vto.example.com' })).toBeUndefined();
    expect(tryOnPartnerId({ REVIEVE_URL: 'https://vto.example.com', REVIEVE_PARTNER_ID: 'p-1' })).toBe('p-1');
  });

  it('names the hosted providers whose pages the product page frames', () => {
    expect(hostedFrameOrigins({ VOXELO_URL: 'https://viewer.example.com', TRUEFIT_URL: 'https://fit.example.com', REVIEW_FORM_URL: 'https://reviews.example.com' })).toEqual(['https://viewer.example.com', 'https://reviews.example.com']);
    expect(hostedFrameOrigins({})).toEqual([]);
  });
});

describe('the 3D viewer (P §2)', () => {
  it('gives the frame of a model the provider knows, and not available for one it does not', async () => {
    const modelId = store.picks!.modelId;
    const model = await viewer3dModel(modelId);
    expect(model).toMatchObject({ available: true, frameUrl: `/_embedded/voxelo/viewer/${modelId}` });
    expect(await viewer3dModel('vx-nothing-here')).toEqual({ available: false });
    expect(await viewer3dModel('<script>')).toEqual({ available: false });
    const page = await embeddedProviderResponse(new Request(`http://shop.test/_embedded/voxelo/viewer/${modelId}`), 'voxelo', ['viewer', modelId]);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<img class="face face-0" src="\/_img\/products\//);
    expect((await embeddedProviderResponse(new Request('http://shop.test/_embedded/voxelo/viewer/vx-nothing'), 'voxelo', ['viewer', 'vx-nothing'])).status).toBe(404);
  });

  it('maps a hosted provider\'s answer, and treats a failure as not available', async () => {
    process.env.VOXELO_URL = 'https://viewer.example.com';
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/models/vx-1') ? Response.json({ model: { id: 'vx-1', status: 'ready', title: 'Lamp', embed_path: '/embed/vx-1' } }) : new Response('boom', { status: 500 }),
    );
    expect(await viewer3dModel('vx-1')).toEqual({ available: true, frameUrl: 'https://viewer.example.com/embed/vx-1', title: 'Lamp' });
    expect(await viewer3dModel('vx-2')).toEqual({ available: false });
  });
});

describe('virtual try-on (P §7, §8)', () => {
  it('is available for lipsticks and foundations, unavailable for a palette, with the layer on the embedded provider', async () => {
    const lipstick = { key: store.picks!.lipstickKey };
    const palette = { key: store.picks!.paletteKey };
    expect(await tryOnAvailability(lipstick.key)).toEqual({ status: 'available', frameUrl: `/_embedded/revieve/vto?partnerId=storefront-embedded&productId=${lipstick.key}` });
    expect(await tryOnAvailability(palette.key)).toEqual({ status: 'unavailable' });
    expect(await tryOnAvailability('NOPE00000')).toEqual({ status: 'unavailable' });
    const layer = await embeddedProviderResponse(new Request(`http://shop.test/_embedded/revieve/vto?partnerId=storefront-embedded&productId=${lipstick.key}&origin=http%3A%2F%2Fshop.test`), 'revieve', ['vto']);
    const html = await layer.text();
    expect(html).toContain('data-area="lips"');
    expect(html).toContain('data-parent-origin="http://shop.test"');
    expect(html).toContain('<script src="/_embedded/assets/revieve.js" defer></script>');
    // A product it cannot draw: the layer's page tells the product page it is unavailable.
    const none = await embeddedProviderResponse(new Request(`http://shop.test/_embedded/revieve/vto?partnerId=storefront-embedded&productId=${palette.key}&origin=http%3A%2F%2Fshop.test`), 'revieve', ['vto']);
    expect(none.status).toBe(404);
    expect(await none.text()).toContain('data-unavailable="true"');
  });

  it('does not load without a partner id for the hosted provider, nor when the provider fails', async () => {
    process.env.REVIEVE_URL = 'https://vto.example.com';
    expect(await tryOnAvailability('LIP1')).toEqual({ status: 'not-loaded' });
    process.env.REVIEVE_PARTNER_ID = 'partner-9';
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response('down', { status: 503 });
    });
    expect(await tryOnAvailability('LIP1')).toEqual({ status: 'not-loaded' });
    expect(asked).toEqual(['https://vto.example.com/availability?partnerId=partner-9&productId=LIP1']);
  });
});

describe('the fit service (P §2, §6)', () => {
  it('recommends a size of a truefit product, and knows nothing of other products', async () => {
    const fitted = { key: store.picks!.truefit.key };
    const unfitted = { key: store.picks!.notFittedKey };
    const sizes = store.picks!.truefit.sizes;
    const usual = sizes[1]!;
    const advice = await calculateFit({ productKey: fitted!.key, usualSize: usual, fitPreference: 'regular', userId: 'user-1', registered: true });
    expect(advice.status).toBe('recommended');
    expect(sizes).toContain(advice.status === 'recommended' ? advice.size : '');
    expect(await calculateFit({ productKey: fitted!.key, usualSize: 'XXXXL', fitPreference: 'regular', userId: undefined, registered: false })).toEqual({ status: 'size-unknown' });
    expect(await calculateFit({ productKey: unfitted!.key, usualSize: usual, fitPreference: 'regular', userId: undefined, registered: false })).toEqual({ status: 'unavailable' });
  });

  it('sends the hosted service the user id and registered flag', async () => {
    process.env.TRUEFIT_URL = 'https://fit.example.com';
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return Response.json({ status: 'ok', recommended_size: '12', fit_note: 'runs_large' });
    });
    expect(await calculateFit({ productKey: 'CST1', usualSize: '12', fitPreference: 'fitted', userId: 'u-7', registered: true })).toEqual({ status: 'recommended', size: '12', fit: 'runs-large' });
    expect(bodies).toEqual([{ product_id: 'CST1', user_id: 'u-7', registered: true, profile: { usual_size: '12', fit_preference: 'fitted' } }]);
  });
});

describe('product content by EAN (P §2)', () => {
  it('answers for a beauty product\'s barcode, nothing for a fashion product\'s or an unknown one', async () => {
    const content = await productContentByEan(store.picks!.beautyEan);
    expect(content?.headline).toBeTruthy();
    expect(content?.paragraphs.length).toBeGreaterThan(0);
    expect(await productContentByEan(store.picks!.fashionEan)).toBeUndefined();
    expect(await productContentByEan('0000000000000')).toBeUndefined();
    expect(await productContentByEan('12345')).toBeUndefined();
  });

  it('drops a hosted module it does not understand and keeps the rest', async () => {
    process.env.PRODUCT_CONTENT_URL = 'https://content.example.com';
    vi.stubGlobal('fetch', async () => Response.json({ ean: '5000000000001', brand: 'B', modules: [{ kind: 'headline', text: 'Hi' }, { kind: 'html', html: '<script>x</script>' }, { kind: 'shades', items: [{ name: 'Bad', hex: 'red;x' }, { name: 'Rose', hex: '#aa3344' }] }] }));
    expect(await productContentByEan('5000000000001')).toEqual({ brand: 'B', headline: 'Hi', paragraphs: [], specifications: [], shades: [{ name: 'Rose', hex: '#aa3344' }] });
  });
});

describe('the external review form (P §7)', () => {
  it('draws the form for a known product, keeps a valid review for moderation, refuses a forged or invalid one', async () => {
    const lipstick = { key: store.picks!.lipstickKey };
    expect(reviewFormUrl(lipstick.key)).toBe(`/_embedded/review-form/write?productId=${lipstick.key}`);
    const url = `http://shop.test/_embedded/review-form/write?productId=${lipstick.key}`;
    const formPage = await (await embeddedProviderResponse(new Request(url), 'review-form', ['write'])).text();
    const token = /name="token" value="([^"]+)"/.exec(formPage)![1]!;
    const post = (fields: Record<string, string>) =>
      embeddedProviderResponse(new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }), 'review-form', ['write']);
    const review = { token, rating: '4', title: 'Lovely', review: 'A rich colour that lasts all day.', nickname: 'Sam', recommend: 'yes' };
    expect((await post({ ...review, token: 'forged.abc' })).status).toBe(403);
    const invalid = await post({ ...review, rating: '9' });
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toContain('role="alert"');
    const accepted = await post(review);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain('Thank you for your review');
    const stored = await pendingReviews(store.handle!.db, lipstick.key);
    expect(stored).toMatchObject([{ rating: 4, title: 'Lovely', userName: 'Sam', isRecommended: true, status: 'pending' }]);
    expect((await embeddedProviderResponse(new Request('http://shop.test/_embedded/review-form/write?productId=NOPE1'), 'review-form', ['write'])).status).toBe(404);
  });

  it('seeds 3D models on the modelled types only and truefit on the measured brands only', async () => {
    const shape = await thirdPartySeedShape(store.handle!.db);
    expect(shape.modelledTypes.length).toBeGreaterThan(0);
    expect(shape.modelledTypes.every((type) => (MODELLED_PRODUCT_TYPES as readonly string[]).includes(type))).toBe(true);
    expect(shape.fittedBrands.length).toBeGreaterThan(0);
    expect(shape.fittedBrands).not.toContain('misspap');
  });
});
