import { describe, expect, it } from 'vitest';
import { buildListingProduct, type ProductDraft } from './listing-product';
import { parseListingUrl } from './listing-url';
import { isVisualSearchId, searchedColourOrder, visualColourChips, visualPreferredFilters, visualSearchFilters, visualSearchIdOf, visualSearchUrl, withSearchedColour } from './visual-search';

const id = 'Vs0123456789abcdef';
const red = { facet: 'Red', hex: '#c01020', share: 0.7 };
const black = { facet: 'Black', hex: '#111111', share: 0.3 };

describe('visual search mode (L §2, §4, §9)', () => {
  it('opens with the photo’s colours selected and only the id in the URL, which parses back', () => {
    const url = visualSearchUrl(id, [red, black]);
    // Values are in the URL's canonical (sorted) order; the photo's order lives with its id.
    expect(url).toBe(`/search/facet/colourFacets/Black~Red?visual=${id}`);
    const state = parseListingUrl(url);
    expect(visualSearchIdOf(state)).toBe(id);
    expect(state.filters).toEqual({ colourFacets: ['Black', 'Red'] });
    expect(visualSearchUrl(id, [])).toBe(`/search?visual=${id}`);
  });

  it('keeps the mode through paging and filters (the id stays in the URL)', () => {
    const state = parseListingUrl(`/search/facet/colourFacets/Red/sizes/10?visual=${id}&page=3`);
    expect(visualSearchIdOf(state)).toBe(id);
    expect(state.page).toBe(3);
  });

  it('reads only well-formed ids, and only on search', () => {
    expect(isVisualSearchId(id)).toBe(true);
    for (const bad of ['short', 'has space in it here', '../../etc/passwd', 'x'.repeat(41), undefined]) expect(isVisualSearchId(bad)).toBe(false);
    expect(visualSearchIdOf(parseListingUrl(`/search?visual=${encodeURIComponent('<script>')}`))).toBeUndefined();
    expect(visualSearchIdOf(parseListingUrl(`/categories/women?visual=${id}`))).toBeUndefined();
  });

  it('drops any productKey filter from the filters', () => {
    expect(visualSearchFilters({ productKey: ['CST1'], colourFacets: ['Red'] })).toEqual({ colourFacets: ['Red'] });
  });

  it('shows each colour found as a chip that removes it from the filter, or adds it back once removed', () => {
    const state = parseListingUrl(`/search/facet/colourFacets/Red~Black/sizes/10?visual=${id}&page=2`);
    expect(visualColourChips(state, [red, black])).toEqual([
      { ...red, selected: true, href: `/search/facet/sizes/10/colourFacets/Black?visual=${id}` },
      { ...black, selected: true, href: `/search/facet/sizes/10/colourFacets/Red?visual=${id}` },
    ]);
    const removed = parseListingUrl(`/search/facet/colourFacets/Black?visual=${id}`);
    expect(visualColourChips(removed, [red, black])[0]).toMatchObject({ selected: false, href: `/search/facet/colourFacets/Black~Red?visual=${id}` });
    expect(visualColourChips(removed, [red, black])[1]).toMatchObject({ selected: true, href: `/search?visual=${id}` });
  });

  it('ranks the photo’s main colour first among those still selected', () => {
    expect(visualPreferredFilters([red, black], { colourFacets: ['Black', 'Red'] })).toEqual({ colourFacets: ['Red'] });
    expect(visualPreferredFilters([red, black], { colourFacets: ['Black'] })).toEqual({ colourFacets: ['Black'] });
    expect(visualPreferredFilters([red, black], {})).toEqual({});
  });

  it('orders the colours searched for: the photo’s order, then other selected colours', () => {
    expect(searchedColourOrder([red, black], { colourFacets: ['Black', 'Pink', 'Red'] })).toEqual(['Red', 'Black', 'Pink']);
    expect(searchedColourOrder([red, black], { colourFacets: ['Black'] })).toEqual(['Black']);
    expect(searchedColourOrder([red, black], {})).toEqual([]);
  });

  it('shows each card in the colour searched for, linking to it', () => {
    const draft: ProductDraft = {
      recordId: 'CST1', id: 'CST1', key: 'CST1', slug: 'satin-dress', name: 'Satin Dress', brandName: 'Coast', department: 'women', description: '',
      breadcrumbs: [], categorySlugs: [], categoryNames: [], images: [], sizes: ['10'], isPremier: false, hasGiftWithPurchase: false, variantSkus: [], price: 40, defaultColour: 'black',
      variants: [
        { colour: 'black', colourFacet: 'Black', images: ['/_img/a/black/1'], price: 40 },
        { colour: 'burgundy', colourFacet: 'Red', images: ['/_img/a/burgundy/1'], price: 40 },
      ],
    };
    const built = buildListingProduct(draft, { position: 1, selectedSizes: [] });
    if ('error' in built) throw new Error(built.error);
    const shown = withSearchedColour(built.product, ['Red', 'Black'], ['10']);
    expect(shown.defaultColour).toBe('burgundy');
    expect(shown.url).toBe('/product/satin-dress?colour=burgundy&size=10');
    expect(withSearchedColour(built.product, ['Black'])).toBe(built.product);
    expect(withSearchedColour(built.product, ['Green'])).toBe(built.product);
  });
});
