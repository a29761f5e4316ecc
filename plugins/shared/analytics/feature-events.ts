import { pageDataLayer, pushToDataLayer, type DataLayer } from './data-layer';

/**
 * The data-layer events of features other parts of the page own (P §7): the virtual try-on
 * (revieveClick when its button is pressed, revieveVto when the provider answers whether the
 * product can be tried on). The try-on calls these with one line. (bnplPaymentPromo belongs to
 * the payment banner block, and comes with it.)
 */
export interface TryOnProduct {
  productKey: string;
  productName: string;
  /** The try-on classification (makeup, foundation…). */
  classification: string;
}

export const revieveClickEvent = (product: TryOnProduct) => ({ event: 'revieveClick', ...product });

export const revieveVtoEvent = (product: TryOnProduct, available: boolean) => ({ event: 'revieveVto', ...product, available });

export function trackRevieveClick(product: TryOnProduct, layer?: DataLayer): void {
  pushToDataLayer(revieveClickEvent(product), layer ?? pageDataLayer());
}

export function trackRevieveVto(product: TryOnProduct, available: boolean, layer?: DataLayer): void {
  pushToDataLayer(revieveVtoEvent(product, available), layer ?? pageDataLayer());
}
