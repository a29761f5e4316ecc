import { fascias } from '@storefront/sites/fascias';
import type { SeedBlocks } from './blocks';

/**
 * The product page's badges (P §3, §5): a price badge, promo and exclusion lines, image-corner
 * labels and the gift-with-purchase tag, each for the categories a site sells, so product pages
 * show every placement. Colours read at 4.5:1 or better.
 */
export function productPageBadges(b: SeedBlocks): void {
  for (const site of fascias) {
    const sells = (department: string) => site.departments.includes(department);
    if (sells('women')) {
      b.badge(`${site.id}-pdp-price-dresses`, {
        name: `${site.name}: product page price badge (dresses)`,
        fascia: site.id,
        placement: 'PDP_price',
        categorySlug: 'women/dresses',
        priority: 1,
        text1: 'Price match promise',
        backgroundColor: '#f3ece2',
        textColor: '#5b3a1e',
      });
      b.badge(`${site.id}-pdp-promo-dresses`, {
        name: `${site.name}: product page promo (dresses)`,
        fascia: site.id,
        placement: 'PDP_promo',
        categorySlug: 'women/dresses',
        priority: 1,
        text1: 'Extra 20% off dresses',
        text2: 'with code DRESS20 at checkout',
        discount: 20,
        textColor: '#a3123a',
      });
      b.badge(`${site.id}-pdp-promo-women`, {
        name: `${site.name}: product page promo (women)`,
        fascia: site.id,
        placement: 'PDP_promo',
        categorySlug: 'women',
        priority: 1,
        text1: 'Free next-day delivery over £50',
        textColor: '#1f4d3f',
      });
      b.badge(`${site.id}-pdp-promo-women-later`, {
        name: `${site.name}: product page promo (women, lower priority)`,
        fascia: site.id,
        placement: 'PDP_promo',
        categorySlug: 'women',
        priority: 5,
        text1: 'Student discount 10%',
      });
      b.badge(`${site.id}-pdp-exclusion-dresses`, {
        name: `${site.name}: product page exclusion (dresses)`,
        fascia: site.id,
        placement: 'PDP_exclusion',
        categorySlug: 'women/dresses',
        priority: 1,
        text1: 'Excluded from the 3 for 2 offer',
      });
      b.badge(`${site.id}-pdp-image-dresses`, {
        name: `${site.name}: product page image label (dresses)`,
        fascia: site.id,
        placement: 'PDP-topLeft_productImage',
        categorySlug: 'women/dresses',
        priority: 1,
        text1: 'Online Exclusive',
        backgroundColor: '#1a1a1a',
        textColor: '#ffffff',
      });
      b.badge(`${site.id}-pdp-image-women`, {
        name: `${site.name}: product page image label (women)`,
        fascia: site.id,
        placement: 'PDP-topLeft_productImage',
        categorySlug: 'women',
        priority: 2,
        text1: 'Sustainable choice',
        icon: 'leaf',
      });
      b.badge(`${site.id}-pdp-image-women-third`, {
        name: `${site.name}: product page image label (women, third)`,
        fascia: site.id,
        placement: 'PDP-bottomRight_productImage',
        categorySlug: 'women',
        priority: 9,
        text1: 'Trending',
      });
    }
    if (sells('beauty')) {
      b.badge(`${site.id}-pdp-gift-with-purchase`, {
        name: `${site.name}: product page free gift (beauty)`,
        fascia: site.id,
        placement: 'PDP_giftWithPurchase',
        categorySlug: 'beauty',
        priority: 1,
        text1: 'Free gift',
        icon: 'gift',
        textColor: '#1a1a1a',
        borderColor: '#1a1a1a',
      });
    }
  }
}
