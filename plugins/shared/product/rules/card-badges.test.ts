import { describe, expect, it } from 'vitest';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { chooseBadges, type SiteBadge } from './badge-content';
import { badgesForCard, categoryChain, type BadgedProduct } from './card-badges';

const entry = (id: string, fields: Record<string, unknown>, contentType = 'badge'): CmsEntry => ({
  kind: 'entry',
  id,
  contentType,
  fields: { name: id, placement: 'PLP-topLeft_productImage', text1: id, ...fields },
});

describe('choosing a site’s badges from the CMS', () => {
  it('keeps the site’s own and shared badges, in the app’s shape', () => {
    const { badges, warnings } = chooseBadges(
      [
        entry('shared', { priority: 2 }),
        entry('mine', { fascia: 'hartley', productKeys: ['HV-1'], discount: 20, backgroundColor: '#1f4d3f', textColor: '#ffffff' }),
        entry('theirs', { fascia: 'coast' }),
        entry('not-a-badge', {}, 'listingContent'),
      ],
      'hartley',
    );
    expect(warnings).toEqual([]);
    expect(badges.map((badge) => badge.id)).toEqual(['shared', 'mine']);
    expect(badges[0]).toMatchObject({ productKeys: [], priority: 2, text1: 'shared' });
    expect(badges[1]).toMatchObject({ productKeys: ['HV-1'], discount: 20, backgroundColor: '#1f4d3f', textColor: '#ffffff' });
  });

  it('skips an invalid badge with a reason instead of failing the page', () => {
    const { badges, warnings } = chooseBadges(
      [entry('bad-place', { placement: 'PLP_sticker' }), entry('unreadable', { textColor: '#eeeeee' }), entry('good', {})],
      'hartley',
    );
    expect(badges.map((badge) => badge.id)).toEqual(['good']);
    expect(warnings).toEqual([expect.stringMatching(/^badge bad-place: placement: /), expect.stringMatching(/^badge unreadable: textColor: .*contrast/)]);
  });
});

const badge = (id: string, placement: string, extra: Partial<SiteBadge> = {}): SiteBadge => ({ id, placement, text1: id, productKeys: [], icon: undefined, excludedClassifications: [], includedDepartments: [], ...extra });

const dress: BadgedProduct = {
  key: 'HV-100',
  categorySlugs: ['women', 'women/dresses', 'women/dresses/bridesmaid-dresses'],
  hasGiftWithPurchase: false,
  price: { pence: 4500, formatted: '£45.00' },
};
const top: BadgedProduct = { ...dress, key: 'HV-200', categorySlugs: ['women', 'women/tops'] };
const lipstick: BadgedProduct = { ...dress, key: 'HV-300', categorySlugs: ['beauty', 'beauty/makeup'], hasGiftWithPurchase: true };

const catalogue: SiteBadge[] = [
  badge('bestseller', 'PLP-topLeft_productImage', { priority: 2, productKeys: ['HV-100', 'HV-300'], text1: 'Bestseller', backgroundColor: '#1f4d3f', textColor: '#ffffff' }),
  badge('new-in', 'PLP-topLeft_productImage', { priority: 3, productKeys: ['HV-100', 'HV-200'], text1: 'New In' }),
  badge('exclusive', 'PLP-topRight_productImage', { priority: 1, categorySlug: 'women/dresses/bridesmaid-dresses', text1: 'Online Exclusive' }),
  badge('dresses-promo', 'PLP_promo', { priority: 1, categorySlug: 'women/dresses', text1: 'Extra 20% off dresses', text2: 'with code DRESS20', discount: 20 }),
  badge('women-promo', 'PLP_promo', { priority: 4, categorySlug: 'women', text1: 'Free returns' }),
  badge('gift', 'PLP_giftWithPurchase', { categorySlug: 'beauty', text1: 'Free gift', icon: 'gift' }),
  badge('carousel-only', 'CAROUSEL-bottomRight_productImage', { priority: 0, text1: 'Carousel' }),
];

describe('what a card shows (L §5)', () => {
  it('shows at most 2 image badges by priority, each in its corner, for the products and categories they name', () => {
    const shown = badgesForCard(catalogue, dress, { area: 'PLP' });
    expect(shown.image.map((item) => [item.text, item.corner])).toEqual([
      ['Online Exclusive', 'topRight'],
      ['Bestseller', 'topLeft'],
    ]);
    expect(shown.image[1]?.look).toEqual({ backgroundColor: '#1f4d3f', textColor: '#ffffff', borderColor: undefined });
    expect(badgesForCard(catalogue, top, { area: 'PLP' }).image.map((item) => item.text)).toEqual(['New In']);
  });

  it('shows the promo of the lowest priority number, with the price after its discount', () => {
    expect(badgesForCard(catalogue, dress, { area: 'PLP' }).promo).toMatchObject({
      text: 'Extra 20% off dresses',
      secondary: 'with code DRESS20',
      discount: 20,
      priceWithDiscount: { pence: 3600, formatted: '£36.00' },
    });
    // Restricted away from tops: the women-wide promo shows there instead.
    expect(badgesForCard(catalogue, top, { area: 'PLP' }).promo).toMatchObject({ text: 'Free returns', priceWithDiscount: undefined });
  });

  it('has no discounted price while the card shows a price range', () => {
    expect(badgesForCard(catalogue, { ...dress, price: undefined }, { area: 'PLP' }).promo?.priceWithDiscount).toBeUndefined();
  });

  it('shows the gift tag only for products with a gift, on images at least 150 px wide', () => {
    expect(badgesForCard(catalogue, lipstick, { area: 'PLP' }).gift).toMatchObject({ text: 'Free gift', icon: 'gift' });
    expect(badgesForCard(catalogue, lipstick, { area: 'PLP', imageWidth: 149 }).gift).toBeUndefined();
    expect(badgesForCard(catalogue, { ...lipstick, hasGiftWithPurchase: false }, { area: 'PLP' }).gift).toBeUndefined();
    // A gift-with-purchase product outside the badge's categories gets no tag.
    expect(badgesForCard(catalogue, { ...dress, hasGiftWithPurchase: true }, { area: 'PLP' }).gift).toBeUndefined();
  });

  it('follows the list type: carousel cards show carousel placements only', () => {
    const shown = badgesForCard(catalogue, dress, { area: 'CAROUSEL' });
    expect(shown.image.map((item) => [item.text, item.corner])).toEqual([['Carousel', 'bottomRight']]);
    expect(shown.promo).toBeUndefined();
  });

  it('shows nothing without badges', () => {
    expect(badgesForCard([], dress, { area: 'PLP' })).toEqual({ image: [], promo: undefined, gift: undefined });
  });
});

describe('category chain', () => {
  it('lists a category and its ancestors, as listing records carry them', () => {
    expect(categoryChain('women/dresses/midi-dresses')).toEqual(['women', 'women/dresses', 'women/dresses/midi-dresses']);
    expect(categoryChain('')).toEqual([]);
  });
});

describe('the classification badge (L §5: not for excluded classifications, only for included departments)', () => {
  const label = badge('class', 'PLP_classification, CAROUSEL_classification', {
    text1: '{classification}',
    includedDepartments: ['home', 'beauty'],
    excludedClassifications: ['Bedding'],
  });
  const product = (classification: string, department: string): BadgedProduct => ({
    key: 'K1',
    categorySlugs: [department],
    hasGiftWithPurchase: false,
    price: undefined,
    classification,
    department,
  });

  it('names the product’s classification on cards of an included department', () => {
    expect(badgesForCard([label], product('Candles & Home Fragrance', 'home'), { area: 'PLP' }).classification?.text).toBe('Candles & Home Fragrance');
    expect(badgesForCard([label], product('Skincare', 'beauty'), { area: 'CAROUSEL' }).classification?.text).toBe('Skincare');
  });

  it('shows none for an excluded classification (any case) or a department not included', () => {
    expect(badgesForCard([label], product('bedding', 'home'), { area: 'PLP' }).classification).toBeUndefined();
    expect(badgesForCard([label], product('Dresses', 'women'), { area: 'PLP' }).classification).toBeUndefined();
    expect(badgesForCard([label], { ...product('Skincare', 'beauty'), classification: undefined }, { area: 'PLP' }).classification).toBeUndefined();
  });

  it('takes the text around the placeholder, and the next badge by priority when the first excludes the product', () => {
    const shop = { ...label, id: 'shop', text1: 'Shop {classification}', priority: 2 };
    const homeOnly = { ...label, id: 'home-only', priority: 1, includedDepartments: ['home'] };
    expect(badgesForCard([shop, homeOnly], product('Lighting', 'home'), { area: 'PLP' }).classification?.id).toBe('home-only');
    expect(badgesForCard([shop, homeOnly], product('Makeup', 'beauty'), { area: 'PLP' }).classification?.text).toBe('Shop Makeup');
  });

  it('reads the two lists from the CMS entry, and refuses a department that is not a lower-case word', () => {
    const { badges, warnings } = chooseBadges(
      [
        entry('ok', { placement: 'PLP_classification', includedDepartments: ['home'], excludedClassifications: ['Bedding'] }),
        entry('bad', { placement: 'PLP_classification', includedDepartments: ['Home Ware'] }),
      ],
      'hartley',
    );
    expect(badges).toEqual([expect.objectContaining({ id: 'ok', includedDepartments: ['home'], excludedClassifications: ['Bedding'] })]);
    expect(warnings).toEqual([expect.stringMatching(/^badge bad: includedDepartments/)]);
  });
});
