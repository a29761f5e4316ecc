import { describe, expect, it } from 'vitest';
import { canOfferExpressWallet, expressWalletClientId, type ExpressWalletOfferConditions } from './express-wallet-offer';
import { encodePaymentData, paymentRequest, toUnits, toWalletShippingMethod } from './express-wallet-payment';

describe('express wallet payment request', () => {
  it('shows amounts in units with two decimals', () => {
    expect([toUnits(1999), toUnits(500), toUnits(0), toUnits(7)]).toEqual(['19.99', '5.00', '0.00', '0.07']);
  });

  it('asks for amex, visa and Mastercard with 3DS, the configured country and currency, and a contact to deliver to', () => {
    expect(paymentRequest({ merchantName: 'Coast', countryCode: 'GB', currencyCode: 'GBP', totalCentAmount: 4500 })).toEqual({
      countryCode: 'GB',
      currencyCode: 'GBP',
      supportedNetworks: ['amex', 'visa', 'masterCard'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Coast', amount: '45.00', type: 'final' },
      requiredShippingContactFields: ['postalAddress', 'name', 'email', 'phone'],
      requiredBillingContactFields: ['postalAddress', 'name'],
    });
  });

  it('lists shipping methods with their price in units', () => {
    expect(toWalletShippingMethod({ id: 'std', name: 'Standard', description: '3–5 days', price: { centAmount: 399 } })).toEqual({
      identifier: 'std',
      label: 'Standard',
      detail: '3–5 days',
      amount: '3.99',
    });
    expect(toWalletShippingMethod({ id: 'free', name: 'Free', price: { centAmount: 0 } }).detail).toBe('');
  });

  it('submits the payment data as base64 of its JSON, non-Latin-1 text included', () => {
    const data = { version: 'EC_v1', header: { note: 'Zoë ✓' } };
    const token = encodePaymentData(data);
    expect(JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(token), (c) => c.charCodeAt(0))))).toEqual(data);
  });
});

describe('express wallet offer', () => {
  const offered: ExpressWalletOfferConditions = {
    productKey: 'satin-dress',
    excludedProductKeys: ['gift-card'],
    sdkLoaded: true,
    featureEnabled: true,
    canMakePayments: true,
    variantInStock: true,
    hasOutOfStockColour: false,
  };

  it('is offered only when every condition holds', () => {
    expect(canOfferExpressWallet(offered)).toBe(true);
    expect(canOfferExpressWallet({ ...offered, productKey: 'gift-card' })).toBe(false);
    for (const key of ['sdkLoaded', 'featureEnabled', 'canMakePayments', 'variantInStock'] as const) {
      expect(canOfferExpressWallet({ ...offered, [key]: false }), key).toBe(false);
    }
    expect(canOfferExpressWallet({ ...offered, hasOutOfStockColour: true })).toBe(false);
  });

  it('uses the test client id on play and stage, the live one elsewhere, and a configured override always', () => {
    const ids = { testClientId: 'test-id', liveClientId: 'live-id' };
    expect(expressWalletClientId({ ...ids, environment: 'play' })).toBe('test-id');
    expect(expressWalletClientId({ ...ids, environment: 'stage' })).toBe('test-id');
    expect(expressWalletClientId({ ...ids, environment: 'production' })).toBe('live-id');
    expect(expressWalletClientId({ ...ids, environment: 'stage', override: ' custom ' })).toBe('custom');
    expect(expressWalletClientId({ ...ids, environment: 'production', override: '' })).toBe('live-id');
  });
});
