import { describe, expect, it } from 'vitest';
import { compareFacetKeys, facetLabel, isFacetKey, knownFacetKeys } from './facet-keys';

describe('facet keys and labels (L §3)', () => {
  it('knows every facet key the spec lists', () => {
    expect(knownFacetKeys).toEqual([
      'isNextDay', 'source', 'productKey', 'sizes', 'colourFacets', 'styleTaxonomy', 'categoryTaxonomy', 'gender', 'brand',
      'department', 'fabrication', 'occasion', 'discountBands', 'neckline', 'sleeveLength', 'collection', 'classification',
      'design', 'detail', 'priceBands', 'priceRange', 'ratingGroup', 'discountRange',
    ]);
  });

  it('labels the known keys for shoppers', () => {
    expect(facetLabel('sizes')).toBe('Size');
    expect(facetLabel('colourFacets')).toBe('Colour');
    expect(facetLabel('brand')).toBe('Brands');
    expect(facetLabel('styleTaxonomy')).toBe('Style');
    expect(facetLabel('sleeveLength')).toBe('Sleeve Length');
    expect(facetLabel('isNextDay')).toBe('Next Day Delivery');
    for (const key of knownFacetKeys) expect(facetLabel(key)).toMatch(/^[A-Z][A-Za-z ]+$/);
  });

  it('makes aiattributes.* keys readable', () => {
    expect(facetLabel('aiattributes.Material')).toBe('Material');
    expect(facetLabel('aiattributes.Skin_Type')).toBe('Skin Type');
    expect(facetLabel('aiattributes.Heel_Height')).toBe('Heel Height');
    expect(facetLabel('aiattributes.hair_type')).toBe('Hair Type');
    expect(facetLabel('aiattributes.Closure')).toBe('Closure');
    expect(facetLabel('aiattributes.')).toBe('aiattributes.');
  });

  it('makes other keys readable rather than failing', () => {
    expect(facetLabel('waistRise')).toBe('Waist Rise');
    expect(facetLabel('')).toBe('');
  });

  it('accepts known keys and well-formed aiattributes.* keys only', () => {
    expect(isFacetKey('brand')).toBe(true);
    expect(isFacetKey('aiattributes.Skin_Type')).toBe(true);
    expect(isFacetKey('aiattributes.')).toBe(false);
    expect(isFacetKey('aiattributes.a/b')).toBe(false);
    expect(isFacetKey('objectID')).toBe(false);
    expect(isFacetKey('categorySlugs')).toBe(false);
    expect(isFacetKey('__proto__')).toBe(false);
    expect(isFacetKey('constructor')).toBe(false);
  });

  it('orders facets: known keys in display order, then the rest by name', () => {
    const keys = ['aiattributes.Fit', 'priceRange', 'brand', 'aiattributes.Closure', 'sizes'];
    expect([...keys].sort(compareFacetKeys)).toEqual(['sizes', 'brand', 'priceRange', 'aiattributes.Closure', 'aiattributes.Fit']);
  });
});
