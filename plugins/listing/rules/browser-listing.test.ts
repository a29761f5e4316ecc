import { describe, expect, it } from 'vitest';
import type { ListingSearchResponse } from '../model/listing-types';
import type { CardProduct } from '../../shared/product/rules/card-product';
import { browserListingResponse, firstPageResponse, hasCardData } from './browser-listing';
import { buildListingProduct } from './listing-product';

const built = buildListingProduct(
  {
    recordId: 'CST1',
    id: 'CST1',
    key: 'CST1',
    slug: 'dress',
    name: 'Dress',
    brandName: 'Coast',
    department: 'women',
    description: 'A long description the page head and JSON-LD read, never the grid. '.repeat(5),
    breadcrumbs: [{ name: 'Women', slug: 'women' }],
    categorySlugs: ['women/dresses'],
    categoryNames: ['Dresses'],
    classification: 'dress',
    gender: 'female',
    styleTaxonomy: 'midi',
    categoryTaxonomy: 'Dresses',
    occasion: 'party',
    productType: 'clothing',
    ratingGroup: 'dresses',
    images: ['/_img/products/CST1/black/1', '/_img/products/CST1/black/2'],
    variants: [{ colour: 'black', images: ['/_img/products/CST1/black/1'], sizesInStock: ['10'], price: 20 }],
    sizes: ['10'],
    isPremier: false,
    hasGiftWithPurchase: false,
    variantSkus: ['CST1-01'],
    price: 20,
    defaultColour: 'black',
  },
  { position: 3, selectedSizes: [] },
);
if (!('product' in built)) throw new Error(built.error);
const product = built.product;
const response: ListingSearchResponse = {
  total: 1,
  facets: [],
  selectedFacets: [],
  edges: [{ cursor: 'c1', node: product }],
  pageInfo: { hasNextPage: false, hasNext: false, hasPrevious: false, length: 1, offset: 0, endCursor: undefined },
  queryId: 'q1',
  abTestVariantID: undefined,
  abTestID: undefined,
  sortOptions: [],
  redirect: undefined,
  redirectMobile: undefined,
  provider: 'hosted',
};

describe('a listing response as the browser receives it', () => {
  it('leaves out what only the server reads', () => {
    const node = browserListingResponse(response).edges[0]!.node as Record<string, unknown>;
    for (const field of ['description', 'breadcrumbs', 'categoryNames', 'gender', 'styleTaxonomy', 'categoryTaxonomy', 'occasion', 'productType', 'ratingGroup', 'recordId']) {
      expect(node, field).not.toHaveProperty(field);
    }
    expect(JSON.stringify(browserListingResponse(response)).length).toBeLessThan(JSON.stringify(response).length - 300);
  });

  it('keeps every field of the card, the paging and the staff export', () => {
    const browser = browserListingResponse(response);
    const node = browser.edges[0]!.node;
    const card: CardProduct = node;
    expect(card).toEqual(expect.objectContaining({ id: product.id, key: 'CST1', slug: 'dress', name: 'Dress', colourVariants: product.colourVariants, categorySlugs: ['women/dresses'], classification: 'dress', variantSkus: ['CST1-01'] }));
    expect(node.position).toBe(3);
    const { edges: _edges, ...rest } = browser;
    const { edges: _original, ...expected } = response;
    expect(rest).toEqual(expected);
    // The server's response is left as it was (the page's JSON-LD and head still read it).
    expect(response.edges[0]!.node.description).toContain('long description');
  });
});

describe('the page the server drew, as its props send it', () => {
  it('sends each product as the link, the data-layer item and the staff export read it, without what its drawn card shows', () => {
    const first = firstPageResponse(response);
    const node = first.edges[0]!.node;
    expect(node).toEqual({
      id: product.id,
      key: 'CST1',
      slug: 'dress',
      name: 'Dress',
      brand: product.brand,
      category: product.category,
      price: product.price,
      position: 3,
      defaultColour: 'black',
      isPremier: false,
      colourVariants: [{ colour: 'black' }],
    });
    expect(hasCardData(node)).toBe(false);
    expect(JSON.stringify(node).length).toBeLessThan(JSON.stringify(browserListingResponse(response).edges[0]!.node).length / 2);
    const { edges: _edges, ...rest } = first;
    const { edges: _original, ...expected } = response;
    expect(rest).toEqual(expected);
  });

  it('tells a full product, as a further page brings it, from a summary', () => {
    expect(hasCardData(browserListingResponse(response).edges[0]!.node)).toBe(true);
  });
});
