// @vitest-environment happy-dom
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, mount, settle, unmountAll } from '../delivery/dom.testing';
import { pageVariant, productFixture } from '../page/product-fixture';
import { ProductSelectionProvider, useProductSelection } from '../page/ProductSelection.client';
import ProductContent from './product-content/ProductContent.client';
import ReviewForm from './review-form/ReviewForm.client';
import SizeFit from './size-fit/SizeFit.client';
import { thirdPartyTexts as texts } from './third-party.texts';
import { GalleryThirdPartyButtons, SizeFitWidget, ThirdPartyProductContent } from './ThirdPartySections';
import TryOn from './try-on/TryOn.client';
import Viewer3d from './viewer-3d/Viewer3d.client';

afterEach(async () => {
  await unmountAll();
  vi.unstubAllGlobals();
});

function stubFetch(answer: (url: string, init?: RequestInit) => { status: number; body: unknown }) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const { status, body } = answer(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

function ColourProbe() {
  return <output data-testid="colour">{useProductSelection().colour}</output>;
}

const selection = (children: React.ReactNode, colours = ['rose', 'nude']) => (
  <ProductSelectionProvider defaultColour={colours[0]!} colours={colours}>
    {children}
    <ColourProbe />
  </ProductSelectionProvider>
);

const makeup = productFixture({ key: 'GOR10001', brand: { id: 'gorgeous', name: 'Gorgeous' }, categories: [{ name: 'Beauty', slug: 'beauty' }, { name: 'Makeup', slug: 'beauty/makeup' }] });

describe('where the third-party features show (server markup)', () => {
  it('shows try-on for a makeup product, not for a dress', () => {
    expect(renderToStaticMarkup(selection(<GalleryThirdPartyButtons product={makeup} />))).toContain(texts.tryOnButton);
    expect(renderToStaticMarkup(selection(<GalleryThirdPartyButtons product={productFixture()} />))).not.toContain(texts.tryOnButton);
  });

  it('shows "View in 3D" only when a colour has a 3D model id', () => {
    const modelled = productFixture({ variants: [{ ...pageVariant('black', '8', 3), voxeloId: 'vx-cst12345-black' }, pageVariant('sage', '8', 3)] });
    expect(renderToStaticMarkup(selection(<GalleryThirdPartyButtons product={modelled} />, ['black', 'sage']))).toContain(texts.viewer3dButton);
    expect(renderToStaticMarkup(<GalleryThirdPartyButtons product={productFixture()} />)).toBe('');
  });

  it('shows the fit widget only when the sizing service is truefit', () => {
    expect(renderToStaticMarkup(<SizeFitWidget product={productFixture({ sizingService: 'truefit' })} />)).toContain(texts.sizeFitButton);
    expect(renderToStaticMarkup(<SizeFitWidget product={productFixture({ sizingService: 'other' })} />)).toBe('');
    expect(renderToStaticMarkup(<SizeFitWidget product={productFixture()} />)).toBe('');
  });

  it('loads product content only for a product with EAN barcodes', () => {
    expect(renderToStaticMarkup(<ThirdPartyProductContent product={productFixture({ variants: [{ ...pageVariant('black', '8', 1), eanBarcode: undefined }] })} />)).toBe('');
    expect(renderToStaticMarkup(<ThirdPartyProductContent product={productFixture()} />)).toContain('data-third-party="productContent"');
  });
});

describe('3D viewer (P §2)', () => {
  it('opens a modal with the model loaded by id in a sandboxed frame', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { available: true, frameUrl: '/_embedded/voxelo/viewer/vx-a-rose', title: 'Lamp' } }));
    await mount(selection(<Viewer3d input={{ models: { rose: 'vx-a-rose' } }} pressed={false} fallback={null} />));
    await click(document.querySelector('[data-testid="viewer-3d-button"]'));
    await settle();
    expect(calls[0]!.url).toBe('/_api/third-party/3d-viewer/vx-a-rose');
    const frame = document.querySelector('[data-testid="viewer-3d-modal"] iframe')!;
    expect(frame.getAttribute('src')).toBe('/_embedded/voxelo/viewer/vx-a-rose');
    expect(frame.getAttribute('sandbox')).toBe('');
  });

  it('says the 3D view is not available when the provider does not know the model', async () => {
    stubFetch(() => ({ status: 200, body: { available: false } }));
    await mount(selection(<Viewer3d input={{ models: { rose: 'vx-gone' } }} pressed={true} fallback={null} />));
    await settle();
    expect(document.querySelector('[data-testid="viewer-3d-modal"]')?.textContent).toContain(texts.viewer3dUnavailable);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('virtual try-on (P §4, §7, §8)', () => {
  const input = { productKey: 'GOR10001', productName: 'Velvet Lipstick', classification: 'makeup' };
  const pushed = () => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((entry) => entry.event?.startsWith('revieve'));
  it('opens the try-on layer; only its own frame can close it or say the product is unavailable while open', async () => {
    stubFetch(() => ({ status: 200, body: { status: 'available', frameUrl: '/_embedded/revieve/vto?partnerId=p&productId=GOR10001' } }));
    await mount(selection(<TryOn input={input} pressed={false} fallback={null} />));
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    await click(document.querySelector('[data-testid="try-on-button"]'));
    await settle();
    // The press and the provider's answer reach the data layer, about this product.
    expect(pushed()).toEqual([
      { event: 'revieveClick', ...input },
      { event: 'revieveVto', ...input, available: true },
    ]);
    const frame = document.querySelector<HTMLIFrameElement>('[data-testid="try-on-layer"] iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.src).toContain(`origin=${encodeURIComponent(window.location.origin)}`);
    // The test DOM loads no frame pages: the frame's window is stood in for.
    const frameWindow = new EventTarget() as unknown as Window;
    Object.defineProperty(frame, 'contentWindow', { value: frameWindow });
    const post = (event: string, origin: string, source: Window) => act(async () => window.dispatchEvent(new MessageEvent('message', { data: { source: 'revieve', event }, origin, source })));
    // From another window, or with another origin: nothing happens.
    await post('close', 'null', window);
    await post('close', 'https://evil.example', frameWindow);
    await post('unavailable', window.location.origin, frameWindow);
    expect(document.querySelector('[data-testid="try-on-layer"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="try-on-unavailable"]')).toBeNull();
    await post('unavailable', 'null', frameWindow);
    expect(document.querySelector('[data-testid="try-on-layer"]')).toBeNull();
    expect(document.querySelector('[data-testid="try-on-unavailable"]')?.textContent).toContain(texts['pdp.revieve.modalMessage']);
  });

  it("closes when the layer's own close button says so", async () => {
    stubFetch(() => ({ status: 200, body: { status: 'available', frameUrl: '/_embedded/revieve/vto?partnerId=p&productId=GOR10001' } }));
    await mount(selection(<TryOn input={input} pressed={true} fallback={null} />));
    await settle();
    const frame = document.querySelector<HTMLIFrameElement>('[data-testid="try-on-layer"] iframe')!;
    const frameWindow = new EventTarget() as unknown as Window;
    Object.defineProperty(frame, 'contentWindow', { value: frameWindow });
    await act(async () => window.dispatchEvent(new MessageEvent('message', { data: { source: 'revieve', event: 'close' }, origin: 'null', source: frameWindow })));
    expect(document.querySelector('[data-testid="try-on-layer"]')).toBeNull();
  });

  it('shows pdp.revieve.modalMessage with an acknowledge button when the product cannot be tried on', async () => {
    stubFetch(() => ({ status: 200, body: { status: 'unavailable' } }));
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    await mount(selection(<TryOn input={input} pressed={true} fallback={null} />));
    await settle();
    expect(pushed().map((entry) => entry)).toEqual([
      { event: 'revieveClick', ...input },
      { event: 'revieveVto', ...input, available: false },
    ]);
    const modal = document.querySelector('[data-testid="try-on-unavailable"]');
    expect(modal?.textContent).toContain(texts['pdp.revieve.modalMessage']);
    await click([...modal!.querySelectorAll('button')].find((button) => button.textContent === texts.acknowledge));
    expect(document.querySelector('[data-testid="try-on-unavailable"]')).toBeNull();
  });

  it('does nothing but log when the provider did not load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => ({ status: 200, body: { status: 'not-loaded' } }));
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    await mount(selection(<TryOn input={input} pressed={true} fallback={null} />));
    await settle();
    expect(document.querySelector('dialog')).toBeNull();
    // No answer, so no revieveVto.
    expect(pushed().map((entry) => entry.event)).toEqual(['revieveClick']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('starts afresh when the product changes', async () => {
    stubFetch(() => ({ status: 200, body: { status: 'available', frameUrl: '/_embedded/revieve/vto?productId=GOR10001' } }));
    const view = await mount(selection(<TryOn input={input} pressed={true} fallback={null} />));
    await settle();
    expect(document.querySelector('[data-testid="try-on-layer"]')).not.toBeNull();
    await view.rerender(selection(<TryOn input={{ ...input, productKey: 'GOR10002' }} pressed={false} fallback={null} />));
    await settle();
    expect(document.querySelector('[data-testid="try-on-layer"]')).toBeNull();
  });
});

describe('size-fit widget (P §2, §6)', () => {
  it('asks the fit service with the usual size and fit preference and shows the recommended size', async () => {
    document.cookie = 'sf_csrf=token123';
    const calls = stubFetch(() => ({ status: 200, body: { status: 'recommended', size: '12', fit: 'runs-small' } }));
    await mount(<SizeFit input={{ productKey: 'CST12345', sizes: ['8', '10', '12'] }} pressed={true} fallback={null} />);
    const [usual] = document.querySelectorAll('select');
    await act(async () => {
      usual!.value = '10';
      usual!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => document.querySelector('form')!.requestSubmit());
    await settle();
    const post = calls.find((call) => call.url.startsWith('/_api/third-party/size-fit/'))!;
    expect(post.url).toBe('/_api/third-party/size-fit/CST12345');
    expect(JSON.parse(String(post.init?.body))).toEqual({ usualSize: '10', fitPreference: 'regular' });
    expect(document.querySelector('[data-testid="size-fit-advice"]')?.textContent).toBe(`${texts.recommended('12')}. ${texts.fitNotes['runs-small']}`);
  });

  it('says fit advice is not available when the service does not know the product', async () => {
    document.cookie = 'sf_csrf=token123';
    stubFetch(() => ({ status: 200, body: { status: 'unavailable' } }));
    await mount(<SizeFit input={{ productKey: 'CST12345', sizes: ['8'] }} pressed={true} fallback={null} />);
    await act(async () => document.querySelector('form')!.requestSubmit());
    await settle();
    expect(document.querySelector('[data-testid="size-fit-advice"]')?.textContent).toBe(texts.sizeFitUnavailable);
  });
});

describe('third-party content by EAN (P §2)', () => {
  it('shows the first barcode the provider has content for, as text', async () => {
    const calls = stubFetch((url) =>
      url.endsWith('5000000000001')
        ? { status: 200, body: { content: null } }
        : { status: 200, body: { content: { brand: 'Gorgeous', headline: 'Gorgeous <b>Velvet</b>', paragraphs: [{ text: 'Rich colour.' }], specifications: [{ label: 'Finish', value: 'Matte' }], shades: [{ name: 'Rose', hex: '#aa3344' }, { name: 'Nude', hex: '#ccaa99' }] } } },
    );
    await mount(<ProductContent input={{ eans: ['5000000000001', '5000000000002'] }} pressed={false} fallback={null} />);
    await settle(5);
    expect(calls.map((call) => call.url)).toEqual(['/_api/third-party/product-content/5000000000001', '/_api/third-party/product-content/5000000000002']);
    const section = document.querySelector('[data-testid="product-content"]')!;
    expect(section.textContent).toContain('Gorgeous <b>Velvet</b>');
    expect(section.querySelector('b')).toBeNull();
    expect(section.textContent).toContain('Matte');
  });

  it('shows nothing when the provider has no content, or the call fails', async () => {
    stubFetch((url) => (url.endsWith('1') ? { status: 200, body: { content: null } } : { status: 502, body: {} }));
    await mount(<ProductContent input={{ eans: ['5000000000001', '5000000000002'] }} pressed={false} fallback={null} />);
    await settle(5);
    expect(document.querySelector('[data-testid="product-content"]')).toBeNull();
  });
});

describe('external review form (P §7)', () => {
  it('opens the provider\'s submit-review form for the product in a sandboxed modal frame', async () => {
    await mount(<ReviewForm input={{ formUrl: '/_embedded/review-form/write?productId=CST12345' }} pressed={false} fallback={null} />);
    await click(document.querySelector('[data-testid="write-review-button"]'));
    const frame = document.querySelector('[data-testid="review-form-modal"] iframe')!;
    expect(frame.getAttribute('src')).toBe('/_embedded/review-form/write?productId=CST12345');
    expect(frame.getAttribute('sandbox')).toBe('allow-forms');
  });
});
