import type { ListingSearchResponse } from '../model/listing-types';
import type { ListingProduct } from './listing-product';

/**
 * Fields of a listing product the browser never reads: the server drew the cards, the JSON-LD,
 * the head and the assistant's context from them. Left out of what the page and the listing
 * endpoint send the browser, they would be about a fifth of a search page's product data.
 */
const SERVER_ONLY_FIELDS = ['description', 'breadcrumbs', 'categoryNames', 'gender', 'styleTaxonomy', 'categoryTaxonomy', 'occasion', 'productType', 'ratingGroup', 'recordId'] as const satisfies ReadonlyArray<keyof ListingProduct>;

/** A listing product as the browser's grid, cards and staff export read it. */
export type BrowserListingProduct = Omit<ListingProduct, (typeof SERVER_ONLY_FIELDS)[number]>;

export interface BrowserListingResponse extends Omit<ListingSearchResponse, 'edges'> {
  edges: Array<{ cursor: string; node: BrowserListingProduct }>;
}

export function browserListingProduct(product: ListingProduct): BrowserListingProduct {
  const kept: Partial<ListingProduct> = { ...product };
  for (const field of SERVER_ONLY_FIELDS) delete kept[field];
  return kept as BrowserListingProduct;
}

/** A listing response as the browser receives it (the page's props, the listing endpoint's JSON). */
export function browserListingResponse(response: ListingSearchResponse): BrowserListingResponse {
  return { ...response, edges: response.edges.map(({ cursor, node }) => ({ cursor, node: browserListingProduct(node) })) };
}

/**
 * A product of the grid as the browser reads it before its card needs redrawing: the link, the
 * data-layer item and the staff export. The page the server drew sends only this (its cards are
 * already drawn); a card the browser takes over, and every further page, carry the full product.
 */
export type GridProduct = Pick<BrowserListingProduct, 'id' | 'key' | 'slug' | 'name' | 'brand' | 'category' | 'price' | 'position' | 'defaultColour' | 'isPremier'> & {
  colourVariants: ReadonlyArray<{ colour: string }>;
};

export interface FirstPageResponse extends Omit<BrowserListingResponse, 'edges'> {
  edges: Array<{ cursor: string; node: GridProduct }>;
}

export function gridProduct(product: ListingProduct): GridProduct {
  const { id, key, slug, name, brand, category, price, position, defaultColour, isPremier } = product;
  return { id, key, slug, name, brand, category, price, position, defaultColour, isPremier, colourVariants: product.colourVariants.map(({ colour }) => ({ colour })) };
}

/** The page the server drew, as its props send it to the browser: the products' summaries (gridProduct). */
export function firstPageResponse(response: ListingSearchResponse): FirstPageResponse {
  return { ...response, edges: response.edges.map(({ cursor, node }) => ({ cursor, node: gridProduct(node) })) };
}

/** Whether a grid product carries what its card draws: a further page's do, the first page's summaries do not. */
export function hasCardData(product: GridProduct): product is BrowserListingProduct {
  return 'url' in product;
}
