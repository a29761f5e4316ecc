import { fascias } from '@storefront/sites/fascias';
import type { BadgeSpec, SeedBlocks } from './blocks';
import type { CataloguePicks } from './catalogue-picks';

/** Image badges show on listing cards and on product grids (carousel cards), top left. */
const IMAGE = 'PLP-topLeft_productImage, CAROUSEL-topLeft_productImage';
const PROMO = 'PLP_promo, CAROUSEL_promo';
const GIFT = 'PLP_giftWithPurchase, CAROUSEL_giftWithPurchase';
const CLASSIFICATION = 'PLP_classification, CAROUSEL_classification';

interface SiteLook {
  exclusive: Pick<BadgeSpec, 'backgroundColor' | 'textColor' | 'borderColor'>;
  bestseller: Pick<BadgeSpec, 'backgroundColor' | 'textColor' | 'borderColor'>;
  newIn: Pick<BadgeSpec, 'backgroundColor' | 'textColor' | 'borderColor'>;
  promo: Pick<BadgeSpec, 'backgroundColor' | 'textColor' | 'borderColor'>;
  dressCode: string;
  /** Where the site's online exclusives are (a category it sells). */
  exclusiveCategory: { slug: string; label: string };
}

/** Each brand's badge colours, from its palette (every pair reads at 4.5:1 or better). */
const looks: Record<string, SiteLook> = {
  hartley: {
    exclusive: { backgroundColor: '#f3ece2', textColor: '#5b3a1e' },
    bestseller: { backgroundColor: '#1f4d3f', textColor: '#ffffff' },
    newIn: { backgroundColor: '#ffffff', textColor: '#1d2b27' },
    promo: { textColor: '#1f4d3f' },
    dressCode: 'DRESS20',
    exclusiveCategory: { slug: 'women/dresses/bridesmaid-dresses', label: 'bridesmaid' },
  },
  coast: {
    exclusive: { backgroundColor: '#2a2226', textColor: '#ffffff' },
    bestseller: { backgroundColor: '#ffffff', textColor: '#2a2226', borderColor: '#2a2226' },
    newIn: { backgroundColor: '#f6e7ea', textColor: '#7a1f33' },
    promo: { textColor: '#a3123a' },
    dressCode: 'COAST20',
    exclusiveCategory: { slug: 'women/dresses/bridesmaid-dresses', label: 'bridesmaid' },
  },
  nastygal: {
    exclusive: { backgroundColor: '#d6115b', textColor: '#ffffff' },
    bestseller: { backgroundColor: '#0b0b0b', textColor: '#ffffff' },
    newIn: { backgroundColor: '#ffffff', textColor: '#0b0b0b' },
    promo: { backgroundColor: '#0b0b0b', textColor: '#ffffff' },
    dressCode: 'NGDRESS',
    exclusiveCategory: { slug: 'women/going-out', label: 'going out' },
  },
};

/** Keys picked per department; a department with nothing in stock contributes none. */
function keysPerDepartment(pick: (fascia: string, count: number, department?: string) => string[], fascia: string, departments: readonly string[], count: number): string[] {
  return departments.flatMap((department) => {
    try {
      return pick(fascia, count, department);
    } catch {
      return [];
    }
  });
}

/**
 * Merchandising badges for every site: best sellers and new arrivals (by product), online
 * exclusives in one category, a dresses promo with a discount code, department promos, and
 * one gift-with-purchase tag shared by every site's beauty products.
 */
export function siteBadges(b: SeedBlocks, picks: CataloguePicks): void {
  for (const site of fascias) {
    const look = looks[site.id];
    if (!look) continue;
    const sells = (department: string) => site.departments.includes(department);
    b.badge(`${site.id}-badge-bestseller`, {
      name: `${site.name}: Bestseller`,
      fascia: site.id,
      placement: IMAGE,
      productKeys: keysPerDepartment(picks.bestSellers, site.id, site.departments, 4),
      priority: 2,
      text1: 'Bestseller',
      ...look.bestseller,
    });
    b.badge(`${site.id}-badge-new-in`, {
      name: `${site.name}: New In`,
      fascia: site.id,
      placement: IMAGE,
      productKeys: keysPerDepartment(picks.newest, site.id, site.departments, 6),
      priority: 3,
      text1: 'New In',
      ...look.newIn,
    });
    if (sells('women')) {
      b.badge(`${site.id}-badge-online-exclusive`, {
        name: `${site.name}: Online Exclusive (${look.exclusiveCategory.label})`,
        fascia: site.id,
        placement: IMAGE,
        categorySlug: look.exclusiveCategory.slug,
        priority: 1,
        text1: 'Online Exclusive',
        ...look.exclusive,
      });
      b.badge(`${site.id}-promo-dresses`, {
        name: `${site.name}: 20% off dresses`,
        fascia: site.id,
        placement: PROMO,
        categorySlug: 'women/dresses',
        priority: 1,
        text1: 'Extra 20% off dresses',
        text2: `with code ${look.dressCode}`,
        discount: 20,
        ...look.promo,
      });
    }
    if (sells('home')) {
      b.badge(`${site.id}-promo-candles`, {
        name: `${site.name}: 3 for 2 candles`,
        fascia: site.id,
        placement: PROMO,
        categorySlug: 'home/candles-fragrance',
        priority: 1,
        text1: '3 for 2 on candles & diffusers',
        icon: 'leaf',
        ...look.promo,
      });
    }
    if (sells('beauty')) {
      b.badge(`${site.id}-promo-skincare`, {
        name: `${site.name}: 10% off skincare`,
        fascia: site.id,
        placement: PROMO,
        categorySlug: 'beauty/skincare',
        priority: 2,
        text1: 'Extra 10% off skincare',
        text2: 'with code GLOW10',
        discount: 10,
        ...look.promo,
      });
    }
  }
  // Shared by every site: home and beauty cards name what they are (a search mixes them with
  // clothing), except where the name already says it.
  b.badge('badge-classification-home-beauty', {
    name: 'Classification label (home and beauty)',
    placement: CLASSIFICATION,
    includedDepartments: ['home', 'beauty'],
    excludedClassifications: ['Bedding'],
    priority: 1,
    text1: '{classification}',
  });
  // Shared by every site: the brand gift comes with qualifying beauty products wherever they sell.
  b.badge('badge-gift-with-purchase', {
    name: 'Free gift with purchase (beauty)',
    placement: GIFT,
    categorySlug: 'beauty',
    priority: 1,
    text1: 'Free gift',
    text2: 'with purchase',
    icon: 'gift',
    textColor: '#1a1a1a',
    borderColor: '#1a1a1a',
  });
}
