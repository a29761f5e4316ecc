import { describe, expect, it } from 'vitest';
import { brands } from '@storefront/sites/brands';
import { fascias } from '@storefront/sites/fascias';
import { brandSearchRedirects, searchRules, sharedSearchRedirects } from './search-rules';

describe('search redirect rules', () => {
  it('redirects customer-service and shop-wide searches to seeded pages on every site', () => {
    const targets = Object.fromEntries(sharedSearchRedirects.map((redirect) => [redirect.id, redirect.url]));
    expect(targets).toEqual({
      delivery: '/pages/informational/delivery',
      returns: '/pages/informational/returns',
      contact: '/pages/informational/contact-us',
      sale: '/categories/sale',
      brands: '/pages/brands',
    });
  });

  it('redirects the names of the brands a site sells to their brand pages; a phone to the brand’s products', () => {
    const coast = brandSearchRedirects('coast');
    expect(coast.map((redirect) => redirect.id)).toEqual(['brand-coast', 'brand-wallis', 'brand-principles', 'brand-oasis', 'brand-warehouse']);
    expect(coast[0]).toEqual({ id: 'brand-coast', keywords: ['coast'], url: '/pages/brands/coast', mobileUrl: '/categories/women/facet/collection/coast' });
    const hartley = brandSearchRedirects('hartley');
    expect(hartley).toHaveLength(brands.length);
    expect(hartley.find((redirect) => redirect.id === 'brand-dorothy-perkins')).toMatchObject({ keywords: ['dorothy perkins'], mobileUrl: '/categories/women/facet/collection/dorothy%20perkins' });
    expect(hartley.find((redirect) => redirect.id === 'brand-nastygal')!.keywords).toEqual(['nasty gal', 'nastygal']);
    expect(hartley.find((redirect) => redirect.id === 'brand-burton')!.mobileUrl).toBe('/categories/men/facet/collection/burton');
    expect(() => brandSearchRedirects('nowhere')).toThrow('Unknown site');
  });

  it('builds Algolia rules: exact matches in the search context, redirect in renderingContent, phone target in userData', () => {
    for (const fascia of fascias) {
      const rules = searchRules(fascia.id);
      expect(new Set(rules.map((rule) => rule.objectID)).size).toBe(rules.length);
      for (const rule of rules) {
        expect(rule.conditions.length).toBeGreaterThan(0);
        expect(rule.conditions.every((condition) => condition.anchoring === 'is' && condition.context === 'search')).toBe(true);
        expect(rule.consequence.params.renderingContent.redirect.url).toMatch(/^\/(pages|categories)\//);
      }
    }
    const delivery = searchRules('nastygal').find((rule) => rule.objectID === 'redirect-delivery')!;
    expect(delivery.conditions.map((condition) => condition.pattern)).toEqual(['delivery', 'next day delivery', 'shipping', 'postage']);
    expect(delivery.consequence).toEqual({ params: { renderingContent: { redirect: { url: '/pages/informational/delivery' } } } });
    expect(searchRules('nastygal').find((rule) => rule.objectID === 'redirect-brand-misspap')!.consequence.userData).toEqual({ redirectMobile: '/categories/women/facet/collection/misspap' });
  });
});
