// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeliveryPanel } from './DeliveryPanel';
import { deliveryUspText, hasOwnBrandReturns } from './delivery-rules';
import { deliveryTexts as text, RETURNS_POLICY_HREF } from './delivery.texts';
import { bulkyDelivery, marketplaceDelivery, ownBrandDelivery, prelovedDelivery, samplesDelivery } from './fixtures';
import type { ProductDelivery } from './types';

/** The panel as the server draws it into the cached page. */
function panel(delivery: ProductDelivery) {
  const html = renderToStaticMarkup(<DeliveryPanel delivery={delivery} />);
  const host = document.createElement('div');
  host.innerHTML = html;
  const byTestId = (id: string) => host.querySelector(`[data-testid="${id}"]`);
  return { html, host, text: host.textContent ?? '', byTestId, buttons: [...host.querySelectorAll('button')].map((b) => b.textContent) };
}

describe('delivery panel messages', () => {
  it('says delivery is free above the threshold, and names the threshold under it', () => {
    expect(panel(ownBrandDelivery).byTestId('delivery-usp')?.textContent).toBe('Free standard delivery on this item');
    const under = panel({ ...ownBrandDelivery, priceCentAmount: 4_000 });
    expect(under.byTestId('delivery-usp')?.textContent).toBe('Free standard delivery on orders over £50');
    expect(under.text).not.toContain('Free standard delivery on this item');
    // Exactly at the threshold is not above it (P §5: exceeds).
    expect(deliveryUspText({ ...ownBrandDelivery, priceCentAmount: 5_000 })).toBe('Free standard delivery on orders over £50');
  });

  it('never promises free delivery for a bulky item, whatever its price', () => {
    const bulky = panel(bulkyDelivery);
    expect(bulky.text).not.toContain('Free standard delivery');
    expect(bulky.byTestId('delivery-usp')?.textContent).toBe(bulkyDelivery.deliveryUspMessage!.bulkyItemMessage);
  });

  it('shows the standard delivery message with its promise, and express only when enabled', () => {
    expect(panel(ownBrandDelivery).byTestId('standard-delivery')?.textContent).toBe('Standard delivery £4.99 (3-5 working days)');
    expect(panel(ownBrandDelivery).byTestId('express-delivery')?.textContent).toBe('Express delivery available (next working day)');
    expect(panel(bulkyDelivery).byTestId('express-delivery')).toBeNull();
  });

  it('offers complimentary samples only for product ids starting YDD', () => {
    expect(panel(samplesDelivery).byTestId('complimentary-samples')?.textContent).toBe(text.samples);
    expect(panel(ownBrandDelivery).byTestId('complimentary-samples')).toBeNull();
    expect(panel({ ...ownBrandDelivery, productId: 'prd-YDD1' }).byTestId('complimentary-samples')).toBeNull();
  });

  it('names the marketplace seller with a seller information button, and no seller for own brand', () => {
    const seller = panel(marketplaceDelivery).byTestId('seller');
    expect(seller?.textContent).toBe('Sold and shipped by Linen House Seller information');
    expect(seller?.querySelector('button')?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(panel(ownBrandDelivery).byTestId('seller')).toBeNull();
  });

  it('offers the authenticity promise for preloved pieces only', () => {
    expect(panel(prelovedDelivery).buttons).toContain(text.prelovedLink);
    expect(panel(ownBrandDelivery).buttons).not.toContain(text.prelovedLink);
  });

  it('offers the exclusions only when there are some', () => {
    expect(panel(ownBrandDelivery).buttons).toContain(text.exclusionsLink);
    expect(panel({ ...ownBrandDelivery, shopExclusionsMessaging: ' ' }).buttons).not.toContain(text.exclusionsLink);
  });

  it('gives own-brand returns by default and the seller’s otherwise, always with the returns policy link', () => {
    const own = panel({ ...ownBrandDelivery, returnsPolicy: '' }).byTestId('returns');
    expect(own?.textContent).toContain(text.returnsOwnBrand);
    expect(own?.querySelector('a')?.getAttribute('href')).toBe(RETURNS_POLICY_HREF);
    expect(RETURNS_POLICY_HREF).toBe('/pages/informational/returns');
    const seller = panel(marketplaceDelivery).byTestId('returns');
    expect(seller?.textContent).toContain('Returns are handled by Linen House.');
    expect(seller?.querySelector('a')?.getAttribute('href')).toBe(RETURNS_POLICY_HREF);
    expect(hasOwnBrandReturns(undefined)).toBe(true);
  });

  it('lists the manufacturer’s details, with a mail link, and nothing without a manufacturer', () => {
    const details = panel(ownBrandDelivery).byTestId('manufacturer-details');
    expect(details?.textContent).toContain('Coast Fashion Ltd');
    expect(details?.textContent).toContain('Product Safety Team');
    expect(details?.textContent).toContain('49-51 Dale Street, Manchester, M1 2HF, United Kingdom');
    expect(details?.querySelector('a')?.getAttribute('href')).toBe('mailto:productsafety@coast.example');
    expect(panel(samplesDelivery).byTestId('manufacturer-details')).toBeNull();
  });

  it('shows the sustainability message when there is one, and the pricing policy note always', () => {
    expect(panel(ownBrandDelivery).byTestId('sustainability-message')?.textContent).toContain(ownBrandDelivery.sustainabilityContent);
    expect(panel(marketplaceDelivery).byTestId('sustainability-message')).toBeNull();
    expect(panel(marketplaceDelivery).byTestId('pricing-policy-note')?.textContent).toBe(text.pricingPolicy);
  });

  it('never turns data into markup', () => {
    const hostile = panel({ ...ownBrandDelivery, standardDel: '<img src=x onerror=alert(1)>', sustainabilityContent: '<script>alert(1)</script>' });
    expect(hostile.host.querySelector('img, script')).toBeNull();
    expect(hostile.text).toContain('<script>alert(1)</script>');
  });
});

describe('delivery countdown places in the cached page', () => {
  it('keeps an empty place of the badge’s size for each service with a cut-off, with no time in it', () => {
    const own = panel(ownBrandDelivery);
    const places = [...own.host.querySelectorAll('[data-testid="delivery-countdown"]')];
    expect(places.map((place) => place.getAttribute('data-service'))).toEqual(['nextDay', 'express']);
    expect(places.every((place) => place.textContent === '')).toBe(true);
    // The same HTML at any time of day: nothing in it depends on the clock.
    expect(panel(ownBrandDelivery).html).toBe(own.html);
  });

  it('keeps no place when no cut-off ever applies', () => {
    const noCutOff = panel({ ...bulkyDelivery, brand: 'unknown-brand' });
    expect(noCutOff.host.querySelector('[data-testid="delivery-countdown"]')).toBeNull();
  });
});
