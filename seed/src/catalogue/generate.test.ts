import { createHash } from 'node:crypto';
import { brands } from '@storefront/sites/brands';
import { describe, expect, it } from 'vitest';
import { categoryTree } from './categories';
import { generateCatalogue, productTypes } from './generate';

const catalogue = generateCatalogue();
const variantsByProduct = new Map<string, typeof catalogue.variants>();
for (const variant of catalogue.variants) variantsByProduct.set(variant.productId, [...(variantsByProduct.get(variant.productId) ?? []), variant]);

describe('determinism', () => {
  it('gives identical data for the same seed', () => {
    expect(JSON.stringify(generateCatalogue())).toBe(JSON.stringify(catalogue));
  });

  it('gives different data for another seed', () => {
    const other = generateCatalogue({ seed: 'another-seed' });
    expect(other.products.map((product) => product.key)).not.toEqual(catalogue.products.map((product) => product.key));
  });

  it('matches the recorded hash, so a platform or code change that reshuffles the catalogue is noticed', () => {
    const hash = createHash('sha256').update(JSON.stringify(catalogue)).digest('hex');
    expect(hash).toBe(RECORDED_HASH);
  });
});

describe('counts and coverage', () => {
  it('has at least 3,000 products over all 13 brands and 5 departments', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(catalogue.products.map((product) => product.brandId))).toEqual(new Set(brands.map((brand) => brand.id)));
    expect(new Set(catalogue.products.map((product) => product.departmentId))).toEqual(new Set(['women', 'men', 'kids', 'home', 'beauty']));
  });

  it('puts products in every leaf category, with breadcrumbs down to the category', () => {
    const used = new Set(catalogue.products.map((product) => product.categoryId));
    const leaves = catalogue.categories.filter((category) => !catalogue.categories.some((child) => child.parentId === category.id));
    expect(leaves.length).toBeGreaterThan(25);
    for (const leaf of leaves) expect(used, leaf.slug).toContain(leaf.id);
    for (const category of catalogue.categories) {
      expect(category.breadcrumbs.at(-1)).toEqual({ name: category.name, slug: category.slug });
      expect(category.breadcrumbs).toHaveLength(category.depth + 1);
      expect(category.metaTitle.length).toBeGreaterThan(3);
      expect(category.metaDescription).toMatch(/^Shop /);
    }
    expect(catalogue.categories.map((category) => category.slug)).toEqual(
      expect.arrayContaining(['women/dresses/maxi-dresses', 'women/dresses/bridesmaid-dresses', 'women/occasion', 'women/going-out', 'men/suits', 'kids/baby', 'home/lighting', 'beauty/haircare']),
    );
    expect(categoryTree).toHaveLength(5);
  });

  it('uses every product type', () => {
    const used = new Set(catalogue.products.map((product) => product.productType));
    for (const type of productTypes) expect(used, type.id).toContain(type.id);
  });

  it('gives unique keys (three letters, five digits) and unique slugs', () => {
    const keys = catalogue.products.map((product) => product.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[A-Z]{3}\d{5}$/);
    const slugs = catalogue.products.map((product) => product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives SKUs the wishlist accepts (three letters, five digits, dash, digits, dash, digits)', () => {
    for (const variant of catalogue.variants.slice(0, 5000)) expect(variant.sku).toMatch(/^[A-Z]{3}\d{5}-\d+-\d+$/);
    expect(new Set(catalogue.variants.map((variant) => variant.sku)).size).toBe(catalogue.variants.length);
  });

  it('fits the brands: Burton is menswear, Coast leans to dresses and occasionwear', () => {
    const burton = catalogue.products.filter((product) => product.brandId === 'burton');
    expect(burton.every((product) => product.departmentId === 'men' || product.categoryId === 'cat-kids--boys')).toBe(true);
    const coast = catalogue.products.filter((product) => product.brandId === 'coast');
    const dressy = coast.filter((product) => /dresses|occasion/.test(product.categoryId));
    expect(dressy.length / coast.length).toBeGreaterThan(0.5);
  });
});

describe('products', () => {
  it('have realistic names matching their type', () => {
    for (const product of catalogue.products) {
      expect(product.name.length).toBeGreaterThan(3);
      if (product.categoryId.startsWith('cat-women--dresses')) expect(product.name).toMatch(/Dress$/);
      if (product.productType === 'face-serum') expect(product.name).toMatch(/Face Serum 30ml$/);
    }
    expect(catalogue.products.some((product) => /^Satin .*Maxi Dress$/.test(product.name))).toBe(true);
  });

  it('have one to six colours with URL-safe codes, labels, facets and hex swatches', () => {
    const coloursByProduct = new Map<string, number>();
    for (const colour of catalogue.productColours) {
      expect(colour.colour).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(colour.swatchHex).toMatch(/^#[0-9a-f]{6}$/);
      expect(colour.colourLabel.length).toBeGreaterThan(2);
      expect(colour.colourFacet).toMatch(/^[A-Z][a-z]+$/);
      coloursByProduct.set(colour.productId, (coloursByProduct.get(colour.productId) ?? 0) + 1);
    }
    const counts = [...coloursByProduct.values()];
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(6);
  });

  it('size garments, shoes, kids and one-size products appropriately', () => {
    const sizesOf = (type: string) => {
      const product = catalogue.products.find((candidate) => candidate.productType === type)!;
      return [...new Set(variantsByProduct.get(product.id)!.map((variant) => variant.size))];
    };
    expect(sizesOf('maxi-dress')).toEqual(['6', '8', '10', '12', '14', '16', '18', '20']);
    expect(sizesOf('heels')).toEqual(['3', '4', '5', '6', '7', '8']);
    expect(sizesOf('brogues')).toEqual(['7', '8', '9', '10', '11', '12']);
    expect(sizesOf('girls-dress')[0]).toBe('2-3Y');
    expect(sizesOf('girls-dress').at(-1)).toBe('13-14Y');
    expect(sizesOf('lipstick')).toEqual(['ONE SIZE']);
    expect(sizesOf('candle')).toEqual(['ONE SIZE']);
    expect(sizesOf('mens-t-shirt')).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });

  it('are created over the year before the as-of date', () => {
    const asOf = Date.parse('2026-11-01T00:00:00.000Z');
    const ages = catalogue.products.map((product) => (asOf - Date.parse(product.createdAt)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(366);
    expect(ages.filter((age) => age < 30).length).toBeGreaterThan(200);
  });

  it('have ratings of 3.2–5.0 to one decimal, and no rating without reviews', () => {
    for (const product of catalogue.products) {
      expect(product.reviewCount ?? 0).toBeGreaterThanOrEqual(0);
      expect(product.reviewCount).toBeLessThanOrEqual(800);
      if (product.reviewCount === 0) expect(product.averageRating).toBeNull();
      else {
        expect(product.averageRating).toBeGreaterThanOrEqual(3.2);
        expect(product.averageRating).toBeLessThanOrEqual(5);
        expect(Math.round(product.averageRating! * 10)).toBeCloseTo(product.averageRating! * 10, 6);
      }
    }
    expect(catalogue.products.filter((product) => product.reviewCount === 0).length).toBeGreaterThan(100);
    expect(Math.max(...catalogue.products.map((product) => product.reviewCount ?? 0))).toBeGreaterThan(400);
  });

  it('rank best sellers 1..n without gaps', () => {
    const ranks = catalogue.products.map((product) => product.bestSellerRank).sort((a, b) => a - b);
    expect(ranks).toEqual(ranks.map((_, index) => index + 1));
  });

  it('flag a few premier products and gifts with purchase only on beauty', () => {
    const premier = catalogue.products.filter((product) => product.isPremier);
    expect(premier.length).toBeGreaterThan(3);
    expect(premier.length).toBeLessThan(100);
    const gifts = catalogue.products.filter((product) => product.hasGiftWithPurchase);
    expect(gifts.length).toBeGreaterThan(3);
    expect(gifts.every((product) => product.departmentId === 'beauty')).toBe(true);
  });

  it('are available on the fascias whose brands and departments they fit', () => {
    for (const product of catalogue.products) expect(product.availableFascias).toContain('hartley');
    const onCoast = catalogue.products.filter((product) => product.availableFascias.includes('coast'));
    expect(onCoast.every((product) => ['coast', 'oasis', 'warehouse', 'wallis', 'principles'].includes(product.brandId))).toBe(true);
    expect(onCoast.every((product) => ['women', 'beauty', 'home'].includes(product.departmentId))).toBe(true);
    expect(onCoast.some((product) => product.departmentId === 'home')).toBe(true);
    const maineHome = catalogue.products.filter((product) => product.brandId === 'maine' && product.departmentId === 'home');
    expect(maineHome.length).toBeGreaterThan(0);
    expect(maineHome.every((product) => product.availableFascias.join() === 'hartley')).toBe(true);
    expect(catalogue.products.some((product) => product.brandId === 'burton' && product.availableFascias.includes('nastygal'))).toBe(true);
  });
});

describe('stock', () => {
  const stock = catalogue.variants.map((variant) => variant.stock);

  it('is mostly in stock, with low stock and sold-out sizes', () => {
    const soldOut = stock.filter((units) => units === 0).length / stock.length;
    const low = stock.filter((units) => units >= 1 && units <= 4).length / stock.length;
    expect(soldOut).toBeGreaterThan(0.05);
    expect(soldOut).toBeLessThan(0.3);
    expect(low).toBeGreaterThan(0.05);
    expect(stock.filter((units) => units >= 5).length / stock.length).toBeGreaterThan(0.6);
  });

  it('has a few products sold out entirely', () => {
    const soldOut = catalogue.products.filter((product) => variantsByProduct.get(product.id)!.every((variant) => variant.stock === 0));
    expect(soldOut.length).toBeGreaterThan(20);
    expect(soldOut.length / catalogue.products.length).toBeLessThan(0.1);
  });
});

describe('prices', () => {
  it('end in .00, .99 or .50 and sit in a realistic range', () => {
    for (const variant of catalogue.variants) {
      expect([0, 50, 99]).toContain(variant.pricePence % 100);
      expect(variant.pricePence).toBeGreaterThanOrEqual(199);
      expect(variant.pricePence).toBeLessThanOrEqual(40000);
      if (variant.wasPricePence != null) expect([0, 50, 99]).toContain(variant.wasPricePence % 100);
    }
  });

  it('put occasion dresses above T-shirts and Coast above Misspap for dresses', () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const priceOf = (filter: (product: (typeof catalogue.products)[number]) => boolean) =>
      median(catalogue.products.filter(filter).map((product) => variantsByProduct.get(product.id)![0]!.wasPricePence ?? variantsByProduct.get(product.id)![0]!.pricePence));
    expect(priceOf((product) => product.productType === 'occasion-dress')).toBeGreaterThan(priceOf((product) => product.productType === 'womens-t-shirt') * 3);
    expect(priceOf((product) => product.brandId === 'coast' && product.productType === 'mini-dress')).toBeGreaterThan(
      priceOf((product) => product.brandId === 'misspap' && product.productType === 'mini-dress'),
    );
  });

  it('have was-prices on about a quarter of products, always above the price, sometimes on some colours only', () => {
    let reduced = 0;
    let partly = 0;
    for (const product of catalogue.products) {
      const list = variantsByProduct.get(product.id)!;
      for (const variant of list) if (variant.wasPricePence != null) expect(variant.wasPricePence).toBeGreaterThan(variant.pricePence);
      const withWas = new Set(list.filter((variant) => variant.wasPricePence != null).map((variant) => variant.colour));
      if (withWas.size > 0) reduced++;
      if (withWas.size > 0 && withWas.size < new Set(list.map((variant) => variant.colour)).size) partly++;
    }
    expect(reduced / catalogue.products.length).toBeGreaterThan(0.18);
    expect(reduced / catalogue.products.length).toBeLessThan(0.35);
    expect(partly).toBeGreaterThan(30);
  });

  it('charge more for bigger beds', () => {
    const duvet = catalogue.products.find((product) => product.productType === 'duvet-set')!;
    const firstColour = variantsByProduct.get(duvet.id)!.filter((variant) => variant.colour === variantsByProduct.get(duvet.id)![0]!.colour);
    const single = firstColour.find((variant) => variant.size === 'Single')!;
    const superKing = firstColour.find((variant) => variant.size === 'Super King')!;
    expect(superKing.wasPricePence ?? superKing.pricePence).toBeGreaterThan(single.wasPricePence ?? single.pricePence);
  });
});

const RECORDED_HASH = 'dcb5495ab1064b355ce51d399c7ba990dcd24ebc51ca3a00ec8be78dd0b3a1d0';
