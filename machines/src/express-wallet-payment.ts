import { expressWallet as spec } from './spec';

/**
 * The Apple Pay payment request and the amounts on the sheet (P §3 Cart, Shipping method; §9):
 * session version 3, amex/visa/masterCard with 3DS, GB and GBP unless configured, and every amount
 * in units as Apple requires (cents/100, as a string).
 */

export interface Money {
  centAmount: number;
  currencyCode?: string;
}

/** P §3: the ephemeral cart created for the product page's variant. */
export interface Cart {
  id: string;
  total: Money;
  subTotal?: Money;
  customerEmail?: string;
  lineItems?: Array<{ variant: { sku: string } }>;
}

/** P §7 addToCart item: the selected variant (customisation entries and search ids when known). */
export interface CartItem {
  sku: string;
  quantity: number;
  customFields?: Array<{ displayName: string; apiName: string; value: string }>;
  objectID?: string;
  queryID?: string;
}

export interface PaymentMethod {
  psp: string;
  adyenConfigKey: string;
}

/** GET /_api/cart/pdpPaymentData. */
export interface PaymentData {
  countries: Array<{ countryCode: string }>;
  paymentMethods: PaymentMethod[];
}

/** POST /_api/payments/submitApplePay. */
export interface SubmitResult {
  ok: boolean;
  redirect?: string;
  error?: string;
}

/** P §3. */
export interface ShippingMethod {
  id: string;
  name: string;
  description?: string;
  price: { centAmount: number };
}

/** Apple's ApplePayLineItem (the total is one). */
export interface WalletLineItem {
  label: string;
  amount: string;
  type: 'final';
}

/** Apple's ApplePayShippingMethod. */
export interface WalletShippingMethod {
  identifier: string;
  label: string;
  detail: string;
  amount: string;
}

/** Apple's ApplePayPaymentRequest, as far as the storefront fills it in. */
export interface WalletPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: WalletLineItem;
  requiredShippingContactFields: string[];
  requiredBillingContactFields: string[];
}

/** 1999 → '19.99'. */
export function toUnits(centAmount: number): string {
  return (Math.round(centAmount) / 100).toFixed(2);
}

/** The sheet's total line, labelled with the merchant (the brand the shopper buys from). */
export function walletTotal(merchantName: string, centAmount: number): WalletLineItem {
  return { label: merchantName, amount: toUnits(centAmount), type: 'final' };
}

export function paymentRequest(options: { merchantName: string; countryCode: string; currencyCode: string; totalCentAmount: number }): WalletPaymentRequest {
  return {
    countryCode: options.countryCode,
    currencyCode: options.currencyCode,
    supportedNetworks: [...spec.supportedNetworks],
    merchantCapabilities: [...spec.merchantCapabilities],
    total: walletTotal(options.merchantName, options.totalCentAmount),
    // The order needs a deliverable address, a name, and a way to reach the shopper.
    requiredShippingContactFields: ['postalAddress', 'name', 'email', 'phone'],
    requiredBillingContactFields: ['postalAddress', 'name'],
  };
}

export function toWalletShippingMethod(method: ShippingMethod): WalletShippingMethod {
  return { identifier: method.id, label: method.name, detail: method.description ?? '', amount: toUnits(method.price.centAmount) };
}

/** The submitted token: the payment data as JSON, UTF-8, base64 (btoa alone rejects non-Latin-1). */
export function encodePaymentData(paymentData: unknown): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(paymentData))) binary += String.fromCharCode(byte);
  return btoa(binary);
}
