import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteBadge } from '../../shared/badges/badge-content';
import { ReviewsPanelProvider } from '../../shared/reviews-panel/ReviewsPanel.client';
import { buildListingProduct, type ListingProduct, type ProductDraft } from '../rules/listing-product';
import { ListingCard } from './ListingCard.client';

function product(overrides: Partial<ProductDraft> = {}): ListingProduct {
  const built = buildListingProduct(
    {
      objectID: 'HV-100',
      id: 'HV-100',
      key: 'HV-100',
      slug: 'satin-bridesmaid-dress',
      name: 'Satin Bridesmaid Dress',
      brandName: 'Coast',
      department: 'women',
      description: '',
      breadcrumbs: [],
      categorySlugs: ['women', 'women/dresses', 'women/dresses/bridesmaid-dresses'],
      categoryNames: ['Women', 'Dresses', 'Bridesmaid Dresses'],
      images: ['/_img/products/HV-100/sage/1'],
      variants: [],
      sizes: ['8', '10'],
      isPremier: false,
      hasGiftWithPurchase: false,
      variantSkus: ['HV-100-01-08'],
      price: 45,
      defaultColour: 'sage',
      averageRating: 4.2,
      reviewCount: 90,
      ...overrides,
    },
    { position: 1, selectedSizes: [] },
  );
  if (!('product' in built)) throw new Error(built.error);
  return built.product;
}

const badge = (id: string, placement: string, extra: Partial<SiteBadge>): SiteBadge => ({ id, placement, productKeys: [], icon: undefined, ...extra });
const badges: SiteBadge[] = [
  badge('exclusive', 'PLP-topLeft_productImage', { priority: 1, categorySlug: 'women/dresses/bridesmaid-dresses', text1: 'Online Exclusive' }),
  badge('bestseller', 'PLP-topLeft_productImage', { priority: 2, productKeys: ['HV-999'], text1: 'Bestseller' }),
  badge('promo', 'PLP_promo', { priority: 1, categorySlug: 'women/dresses', text1: 'Extra 20% off dresses', text2: 'with code DRESS20', discount: 20 }),
  badge('gift', 'PLP_giftWithPurchase', { categorySlug: 'beauty', text1: 'Free gift', icon: 'gift' }),
];

const render = (card: ListingProduct, options: { badges?: SiteBadge[]; wrap?: (node: ReactNode) => ReactNode } = {}) => {
  const element = createElement(ListingCard, { product: card, selectedSizes: [], eager: false, showRatings: true, onOpen: () => {}, badges: options.badges });
  return renderToStaticMarkup(options.wrap ? options.wrap(element) : element);
};

const texts = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(?:span|p)>`, 'g'))].map((match) => match[1]!.replace(/<[^>]+>/g, ''));

describe('listing card badges (L §5)', () => {
  it('shows the badges its product qualifies for: image label, promo with the price after the discount', () => {
    const html = render(product(), { badges });
    expect(texts(html, 'image-badge')).toEqual(['Online Exclusive']);
    expect(html).toContain('Extra 20% off dresses');
    expect(html).toContain('£36.00 with code DRESS20');
    expect(html).not.toContain('data-testid="gift-badge"');
  });

  it('shows no badge of a category the product is not in, and the gift tag for a gift product', () => {
    const lipstick = product({ key: 'HV-300', categorySlugs: ['beauty', 'beauty/makeup'], hasGiftWithPurchase: true });
    const html = render(lipstick, { badges });
    expect(html).not.toContain('data-testid="image-badge"');
    expect(html).not.toContain('Extra 20% off');
    expect(html).toMatch(/data-testid="gift-badge"[^>]*>.*Free gift/);
  });

  it('renders without badges as before', () => {
    const html = render(product());
    expect(html).not.toContain('data-testid="image-badge"');
    expect(html).not.toContain('data-testid="promo-badge"');
  });
});

describe('listing card rating (L §2, §4)', () => {
  it('is a button opening the reviews panel when the page has one', () => {
    const html = render(product(), { wrap: (node) => createElement(ReviewsPanelProvider, null, node) });
    expect(html).toMatch(/<button type="button"[^>]*aria-haspopup="dialog"[^>]*data-testid="rating-button"[^>]*>.*Rated 4\.2 out of 5 from 90 reviews/);
    // The panel itself is there, closed, until a rating is clicked.
    expect(html).toMatch(/<dialog[^>]*data-testid="reviews-panel"[^>]*><\/dialog>/);
  });

  it('is plain stars without a panel', () => {
    const html = render(product());
    expect(html).toContain('Rated 4.2 out of 5 from 90 reviews');
    expect(html).not.toContain('data-testid="rating-button"');
  });
});
