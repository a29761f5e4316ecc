import { pageDataLayer, pushToDataLayer, type DataLayer } from './data-layer';
import { cardItem, priceNumber, type ItemProduct } from './items';

/**
 * The product page's and the cards' data-layer events (P §7): productView when the page's buy
 * box is live, colour and size as the shopper picks them, mobileZoom when the full-screen zoom
 * opens, productClick when a listed product is opened (without an id: a warning and nothing
 * tracked, P §8). The spec names the events; the fields are ours, GA4's where it has one.
 */
export interface ViewedProduct {
  productId: string;
  productKey: string;
  productName: string;
  /** The colour shown. */
  colour: string;
  /** The lowest price shown for the colour ('£45.00'). */
  price: string | undefined;
}

export function productViewEvent(product: ViewedProduct) {
  const price = priceNumber(product.price);
  const item = { item_id: product.productKey, item_name: product.productName, item_variant: product.colour, ...(price === undefined ? {} : { price }) };
  return {
    event: 'productView',
    productId: product.productId,
    productKey: product.productKey,
    productName: product.productName,
    colour: product.colour,
    ecommerce: { currency: 'GBP', ...(price === undefined ? {} : { value: price }), items: [item] },
  };
}

/** The product a picker belongs to: the buy box's model fits. */
export interface PickerProduct {
  productKey: string;
  productName: string;
  variants: ReadonlyArray<{ colour: string; size: string; sku: string }>;
}

export const colourEvent = (product: PickerProduct, colour: string) => ({ event: 'colour', productKey: product.productKey, productName: product.productName, colour });

/** The size picked, with the SKU it names in the colour shown. */
export function sizeEvent(product: PickerProduct, colour: string | undefined, size: string) {
  const sku = product.variants.find((variant) => variant.colour === colour && variant.size === size)?.sku;
  return { event: 'size', productKey: product.productKey, productName: product.productName, colour, size, sku };
}

export const mobileZoomEvent = (opened: { productName: string; colour: string; imagePosition: number }) => ({ event: 'mobileZoom', ...opened });

export function productClickEvent(listName: string, product: ItemProduct, position: number) {
  return { event: 'productClick', ecommerce: { item_list_name: listName, items: [cardItem(product, position)] } };
}

export function trackProductView(product: ViewedProduct, layer?: DataLayer): void {
  pushToDataLayer(productViewEvent(product), layer ?? pageDataLayer());
}

export function trackColour(product: PickerProduct, colour: string, layer?: DataLayer): void {
  pushToDataLayer(colourEvent(product, colour), layer ?? pageDataLayer());
}

export function trackSize(product: PickerProduct, colour: string | undefined, size: string, layer?: DataLayer): void {
  pushToDataLayer(sizeEvent(product, colour, size), layer ?? pageDataLayer());
}

export function trackMobileZoom(opened: { productName: string; colour: string; imagePosition: number }, layer?: DataLayer): void {
  pushToDataLayer(mobileZoomEvent(opened), layer ?? pageDataLayer());
}

/** A product opened from a list; a product without an id only warns (P §8). */
export function trackProductClick(listName: string, product: ItemProduct | undefined, position: number, layer?: DataLayer): void {
  if (!product?.id) {
    console.warn(`${listName}: product click without id`);
    return;
  }
  pushToDataLayer(productClickEvent(listName, product, position), layer ?? pageDataLayer());
}
