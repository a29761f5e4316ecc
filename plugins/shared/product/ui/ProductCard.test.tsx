import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ColourVariantSummary } from '@storefront/catalogue/types';
import { testProduct } from '../../../testing/products';
import { ReviewsPanelProvider } from '../../reviews-panel/ReviewsPanel.client';
import type { SiteBadge } from '../rules/badge-content';
import type { CardProduct } from '../rules/card-product';
import { CarouselProductCard } from './CarouselProductCard';
import { ProductCard, type ProductCardProps } from './ProductCard.client';

const sage: ColourVariantSummary = {
  sku: 'HV-100-01-08',
  colour: 'sage',
  colourLabel: 'Sage',
  colourFacet: 'Sage',
  swatchHex: '#a5b596',
  image: { src: '/_img/products/HV-100/sage/1', alt: 'Satin Bridesmaid Dress in Sage', aspectRatio: 2 / 3 },
  hoverImage: undefined,
  sizesInStock: [],
  isOnStock: true,
  price: { pence: 4500, formatted: '£45.00' },
  wasPrice: undefined,
  percentageSaving: undefined,
};

/** A listing's search product: its own category list and variant SKUs. */
function product(overrides: Partial<CardProduct> = {}): CardProduct {
  return {
    ...testProduct('HV-100', {
      slug: 'satin-bridesmaid-dress',
      name: 'Satin Bridesmaid Dress',
      category: { slug: 'women/dresses/bridesmaid-dresses', name: 'Bridesmaid Dresses' },
      defaultColour: 'sage',
      colourVariants: [sage],
      price: sage.price,
      wasPrice: undefined,
      percentageSaving: undefined,
      averageRating: 4.2,
      reviewCount: 90,
      sizes: ['8', '10'],
    }),
    categorySlugs: ['women', 'women/dresses', 'women/dresses/bridesmaid-dresses'],
    variantSkus: ['HV-100-01-08'],
    ...overrides,
  };
}

const badge = (id: string, placement: string, extra: Partial<SiteBadge>): SiteBadge => ({ id, placement, productKeys: [], icon: undefined, ...extra });
const badges: SiteBadge[] = [
  badge('exclusive', 'PLP-topLeft_productImage', { priority: 1, categorySlug: 'women/dresses/bridesmaid-dresses', text1: 'Online Exclusive' }),
  badge('bestseller', 'PLP-topLeft_productImage', { priority: 2, productKeys: ['HV-999'], text1: 'Bestseller' }),
  badge('promo', 'PLP_promo', { priority: 1, categorySlug: 'women/dresses', text1: 'Extra 20% off dresses', text2: 'with code DRESS20', discount: 20 }),
  badge('gift', 'PLP_giftWithPurchase', { categorySlug: 'beauty', text1: 'Free gift', icon: 'gift' }),
];

const listingCard = { area: 'PLP', sizes: '20vw', selectedSizes: [], eager: false, showRatings: true, onOpen: () => {} } as const;

const render = (card: CardProduct, options: { badges?: SiteBadge[]; wrap?: (node: ReactNode) => ReactNode; props?: Partial<ProductCardProps> } = {}) => {
  const element = createElement(ProductCard, { ...listingCard, product: card, badges: options.badges, ...options.props });
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

describe('card areas', () => {
  const rose: ColourVariantSummary = { ...sage, sku: 'HV-100-02-08', colour: 'rose', colourLabel: 'Rose', price: { pence: 3000, formatted: '£30.00' }, wasPrice: { pence: 6000, formatted: '£60.00' }, percentageSaving: 50 };
  const twoPrices = product({ colourVariants: [sage, rose] });

  it('a listing card has the id the listing scrolls back to, the one selected size in its links, a price range until a colour is picked, and fitted swatches', () => {
    const html = render(twoPrices, { props: { selectedSizes: ['10'] } });
    expect(html).toContain(' id="product-HV-100"');
    expect(html).toContain('href="/product/satin-bridesmaid-dress?colour=sage&amp;size=10"');
    expect(html).toMatch(/data-testid="price-range"><span[^>]*>From <\/span>£30\.00 – £45\.00<\/span>/);
    expect(html).toContain('Up to 50% off');
    // Swatch buttons fill the row once the browser has measured it; until then the colours count as '+N'.
    expect(html).toMatch(/<ul[^>]*aria-label="2 colours"><li[^>]*data-testid="more-colours">\+2<\/li><\/ul>/);
  });

  it('a carousel card shows the shown colour’s price, swatch dots and plain stars, and has no id', () => {
    const html = render(twoPrices, { props: { area: 'CAROUSEL', onOpen: undefined }, wrap: (node) => createElement(ReviewsPanelProvider, null, node) });
    expect(html).not.toContain(' id="product-');
    expect(html).not.toContain('data-testid="price-range"');
    expect(html).toContain('£45.00');
    expect(html).not.toContain('% off');
    expect(html).toMatch(/<ul[^>]*aria-label="2 colours"><li title="Sage"><span[^>]*><\/span><span[^>]*>Sage<\/span><\/li>/);
    expect(html).toContain('Rated 4.2 out of 5 from 90 reviews');
    expect(html).not.toContain('data-testid="rating-button"');
  });

  it('a carousel card matches badges against the product’s category and its ancestors', () => {
    const summary = testProduct('AAA11111');
    const html = render(summary, { props: { area: 'CAROUSEL' }, badges: [badge('dresses', 'CAROUSEL-topLeft_productImage', { categorySlug: 'women', text1: 'Women’s edit' }), ...badges] });
    expect(texts(html, 'image-badge')).toEqual(['Women’s edit']);
    expect(html).toContain('+2');
    expect(html).not.toContain('data-testid="more-colours"');
  });
});

describe('the carousel card the server draws', () => {
  const rose: ColourVariantSummary = { ...sage, sku: 'HV-100-02-08', colour: 'rose', colourLabel: 'Rose', price: { pence: 3000, formatted: '£30.00' }, wasPrice: { pence: 6000, formatted: '£60.00' }, percentageSaving: 50 };
  const carouselBadges = [badge('dresses', 'CAROUSEL-topLeft_productImage', { categorySlug: 'women', text1: 'Women’s edit' }), ...badges];
  const cases: Array<[string, CardProduct]> = [
    ['two colours at two prices', product({ colourVariants: [sage, rose] })],
    ['a catalogue summary', testProduct('AAA11111')],
    ['sold out, without reviews', product({ isOnStock: false, reviewCount: 0 })],
  ];

  it.each(cases)('is the browser’s carousel card, to the byte: %s', (_, card) => {
    for (const showRatings of [true, false]) {
      const server = renderToStaticMarkup(createElement(CarouselProductCard, { product: card, sizes: '25vw', eager: true, badges: carouselBadges, showRatings }));
      const browser = render(card, { badges: carouselBadges, props: { area: 'CAROUSEL', sizes: '25vw', eager: true, onOpen: undefined, selectedSizes: [], showRatings } });
      expect(server).toContain('data-testid="product-card"');
      expect(server).toBe(browser);
    }
  });
});


describe('the hover picture', () => {
  it('is a background the stylesheet asks for on hover, at 1x and 2x, not a second <img>', () => {
    const withHover = { ...sage, hoverImage: { src: '/_img/products/HV-100/sage/2', alt: '', aspectRatio: 2 / 3 } };
    const html = render(product({ colourVariants: [withHover] }));
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('--hover-picture:image-set(&quot;/_img/products/HV-100/sage/2?fm=webp&amp;q=75&amp;w=360&amp;h=540&amp;fit=fill&quot; 1x, &quot;/_img/products/HV-100/sage/2?fm=webp&amp;q=75&amp;w=720&amp;h=1080&amp;fit=fill&quot; 2x)');
  });

  it('is left out for a product with one picture', () => {
    expect(render(product())).not.toContain('--hover-picture');
  });
});
