import { pageDataLayer, pushToDataLayer, type DataLayer } from './data-layer';

/**
 * The data-layer events of features other parts of the page own (P §7): the virtual try-on
 * (revieveClick when its button is pressed, revieveVto when the try-on layer opens for a product)
 * and the buy-now-pay-later promotion (bnplPaymentPromo when a payment banner's link is followed).
 * Those components call these with one line.
 */
export interface TryOnProduct {
  productKey: string;
  productName: string;
  /** The try-on classification (makeup, foundation…). */
  classification: string;
}

export const revieveClickEvent = (product: TryOnProduct) => ({ event: 'revieveClick', ...product });

export const revieveVtoEvent = (product: TryOnProduct, available: boolean) => ({ event: 'revieveVto', ...product, available });

export const bnplPaymentPromoEvent = (banner: { provider: string; productKey?: string | undefined }) => ({ event: 'bnplPaymentPromo', provider: banner.provider, ...(banner.productKey ? { productKey: banner.productKey } : {}) });

export function trackRevieveClick(product: TryOnProduct, layer?: DataLayer): void {
  pushToDataLayer(revieveClickEvent(product), layer ?? pageDataLayer());
}

export function trackRevieveVto(product: TryOnProduct, available: boolean, layer?: DataLayer): void {
  pushToDataLayer(revieveVtoEvent(product, available), layer ?? pageDataLayer());
}

export function trackBnplPaymentPromo(banner: { provider: string; productKey?: string | undefined }, layer?: DataLayer): void {
  pushToDataLayer(bnplPaymentPromoEvent(banner), layer ?? pageDataLayer());
}
