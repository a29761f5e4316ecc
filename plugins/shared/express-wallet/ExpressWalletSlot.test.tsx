import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExpressWalletSlot } from './ExpressWalletSlot';
import type { ExpressWalletSettings } from './settings';

const settings: ExpressWalletSettings = {
  enabled: true,
  excludedProductKeys: ['gift-card'],
  testWallet: true,
  clientId: 'merchant.com.storefront.test',
  merchantName: 'Coast',
  countryCode: 'GB',
  currencyCode: 'GBP',
  addressReading: 'fixedFields',
};

const reserve = (html: string) => /data-reserve="([^"]+)"/.exec(html)?.[1];

describe('the express wallet’s place on the cached product page', () => {
  it('keeps the button’s height where it will be offered: always for the test wallet, where Apple Pay is for Safari’s', () => {
    const html = renderToStaticMarkup(<ExpressWalletSlot productKey="satin-dress" settings={settings} inStock />);
    expect(html).toContain('data-express-wallet-slot="satin-dress"');
    expect(reserve(html)).toBe('always');
    expect(reserve(renderToStaticMarkup(<ExpressWalletSlot productKey="satin-dress" settings={{ ...settings, testWallet: false }} inStock />))).toBe('apple-pay');
  });

  it('keeps no space when the button cannot be offered: flag off, product excluded, default colour out of stock', () => {
    expect(reserve(renderToStaticMarkup(<ExpressWalletSlot productKey="satin-dress" settings={{ ...settings, enabled: false }} inStock />))).toBeUndefined();
    expect(reserve(renderToStaticMarkup(<ExpressWalletSlot productKey="gift-card" settings={settings} inStock />))).toBeUndefined();
    expect(reserve(renderToStaticMarkup(<ExpressWalletSlot productKey="satin-dress" settings={settings} inStock={false} />))).toBeUndefined();
  });
});
