import { describe, expect, it } from 'vitest';
import { brands } from '@storefront/sites/brands';
import { brandCategoryLink, brandOfPage, brandPageUrl, knownBrandPageBrands, productUrl, sizeGuideLink } from './product-links';

describe('product links (L §2, P §2)', () => {
  it('is /product/{slug}?colour={colour}', () => {
    expect(productUrl({ slug: 'satin-midi-dress', colour: 'black' })).toBe('/product/satin-midi-dress?colour=black');
    expect(productUrl({ slug: 'satin-midi-dress', colour: 'Dusty Rose' })).toBe('/product/satin-midi-dress?colour=Dusty%20Rose');
  });

  it('adds &size={size} only when exactly one size is selected', () => {
    expect(productUrl({ slug: 'dress', colour: 'black', selectedSizes: ['10'] })).toBe('/product/dress?colour=black&size=10');
    expect(productUrl({ slug: 'dress', colour: 'black', selectedSizes: ['10', '12'] })).toBe('/product/dress?colour=black');
    expect(productUrl({ slug: 'dress', colour: 'black', selectedSizes: [] })).toBe('/product/dress?colour=black');
    expect(productUrl({ slug: 'dress', colour: 'black', selectedSizes: ['10', ' 10 '] })).toBe('/product/dress?colour=black&size=10');
    expect(productUrl({ slug: 'dress', colour: 'black', selectedSizes: ['ONE SIZE'] })).toBe('/product/dress?colour=black&size=ONE%20SIZE');
  });

  it('links premier products to /premier/{slug}', () => {
    expect(productUrl({ slug: 'premier-membership', colour: 'black', selectedSizes: ['10'], isPremier: true })).toBe('/premier/premier-membership');
  });

  it('leaves out a missing colour and encodes odd slugs safely', () => {
    expect(productUrl({ slug: 'dress' })).toBe('/product/dress');
    expect(productUrl({ slug: '../../admin', colour: '"><x' })).toBe('/product/admin?colour=%22%3E%3Cx');
    expect(productUrl({ slug: 'a b' })).toBe('/product/a%20b');
  });
});

describe('brand page category links (L §2, P §2)', () => {
  const onCoastPage = { pagePath: '/pages/brands/coast', autoApply: true };

  it('knows the 13 brands, the same as the sites service', () => {
    expect(knownBrandPageBrands).toHaveLength(13);
    expect([...knownBrandPageBrands].sort()).toEqual(brands.map((brand) => brand.id).sort());
  });

  it('adds /facet/collection/{brand} on a known brand page when the link auto-applies', () => {
    expect(brandCategoryLink('/categories/dresses', onCoastPage)).toBe('/categories/dresses/facet/collection/coast');
    expect(brandCategoryLink('/category/women/dresses/?sort=newness', onCoastPage)).toBe('/category/women/dresses/facet/collection/coast?sort=newness');
  });

  it('turns hyphens in the brand into %20', () => {
    expect(brandCategoryLink('/categories/tops', { pagePath: '/pages/brands/dorothy-perkins', autoApply: true })).toBe(
      '/categories/tops/facet/collection/dorothy%20perkins',
    );
  });

  it('leaves links alone without the auto-apply flag, on unknown brands and off brand pages', () => {
    expect(brandCategoryLink('/categories/dresses', { ...onCoastPage, autoApply: false })).toBe('/categories/dresses');
    expect(brandCategoryLink('/categories/dresses', { pagePath: '/pages/brands/acme', autoApply: true })).toBe('/categories/dresses');
    expect(brandCategoryLink('/categories/dresses', { pagePath: '/pages/new-in', autoApply: true })).toBe('/categories/dresses');
  });

  it('changes only category links', () => {
    expect(brandCategoryLink('/pages/brands/coast/size-guide', onCoastPage)).toBe('/pages/brands/coast/size-guide');
    expect(brandCategoryLink('https://elsewhere.example/x', onCoastPage)).toBe('https://elsewhere.example/x');
    expect(brandCategoryLink('https://www.coast.com/categories/dresses#top', onCoastPage)).toBe('https://www.coast.com/categories/dresses/facet/collection/coast#top');
  });

  it('adds the collection to a facet section already there, once', () => {
    expect(brandCategoryLink('/categories/dresses/facet/sizes/10', onCoastPage)).toBe('/categories/dresses/facet/sizes/10/collection/coast');
    expect(brandCategoryLink('/categories/dresses/facet/collection/oasis', onCoastPage)).toBe('/categories/dresses/facet/collection/oasis');
  });

  it('reads the brand of a brand page', () => {
    expect(brandOfPage('/pages/brands/Coast')).toBe('coast');
    expect(brandOfPage('/pages/brands/nastygal/new-in')).toBe('nastygal');
    expect(brandOfPage('/pages/brands/')).toBeUndefined();
    expect(brandOfPage('/categories/coast')).toBeUndefined();
  });
});

describe('brand and size guide links (L §2)', () => {
  it('links brand pages to /pages/brands/{brand}', () => {
    expect(brandPageUrl('dorothy-perkins')).toBe('/pages/brands/dorothy-perkins');
    expect(brandPageUrl('A/B')).toBe('/pages/brands/a%2Fb');
  });

  it('opens the default size guide in a new tab', () => {
    expect(sizeGuideLink('coast')).toEqual({ href: '/pages/brands/coast/informational/size-guide', target: '_blank', rel: 'noopener noreferrer' });
  });
});
