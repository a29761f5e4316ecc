import { categoryTree, type CategoryNode } from '../catalogue/categories';
import { fascias } from '@storefront/sites/fascias';
import type { SeedBlocks } from './blocks';
import type { CataloguePicks } from './catalogue-picks';

const seoText = (name: string, blurb: string, site: string) =>
  `## Shop ${name} at ${site}\n\nDiscover ${blurb}, with new styles landing every week. ` +
  `Filter by size, colour, brand and price to find your fit fast, and save favourites to your wishlist to come back to later. ` +
  `Standard delivery is free on qualifying orders, next-day delivery is available on thousands of lines when you order by 11pm, ` +
  `and returns are free within 28 days. Need a hand? Our [size guides](/pages/informational/delivery) and [customer care team](/pages/informational/contact-us) are here to help.`;

/**
 * The editorial content of each site's category listings: department banners with roundels to
 * their sub-categories, a dresses banner with category cards, and SEO text below the products.
 */
export function listingContents(b: SeedBlocks, picks: CataloguePicks): void {
  for (const site of fascias) {
    for (const department of categoryTree.filter((node) => site.departments.includes(node.department))) {
      const roundels = (department.children ?? []).flatMap((child, index) => {
        const slug = `${department.segment}/${child.segment}`;
        const product = picks.categoryImage(site.id, slug);
        if (!product) return [];
        const image = b.productImage(`${site.id}-rnd-img-${department.segment}-${index}`, product.key, product.colour, child.name);
        return [b.roundel(`${site.id}-rnd-${department.segment}-${index}`, child.name, `/categories/${slug}`, image)];
      });
      if (roundels.length === 0) continue;
      b.listingContent(`${site.id}-listing-${department.segment}`, {
        categorySlug: department.segment,
        fascia: site.id,
        heading: department.name,
        bannerMarkdown: `New season ${department.blurb}, from the brands you love at ${site.name}.`,
        roundels,
        bottomSeoMarkdown: seoText(department.name, department.blurb, site.name),
        metaTitle: `${department.metaTitle ?? department.name} | ${site.siteLabel}`,
      });
    }
    const dresses = categoryTree.find((node) => node.segment === 'women')?.children?.find((node) => node.segment === 'dresses');
    if (site.departments.includes('women') && dresses) addDressesBanner(b, picks, site.id, site.name, dresses);
  }
}

function addDressesBanner(b: SeedBlocks, picks: CataloguePicks, fascia: string, siteName: string, dresses: CategoryNode): void {
  const cards = (dresses.children ?? []).flatMap((child, index) => {
    const slug = `women/dresses/${child.segment}`;
    const product = picks.categoryImage(fascia, slug);
    if (!product) return [];
    const image = b.productImage(`${fascia}-card-img-dresses-${index}`, product.key, product.colour, child.name);
    return [b.categoryCard(`${fascia}-card-dresses-${index}`, `Shop ${child.name}`, `/categories/${slug}`, image)];
  });
  b.listingContent(`${fascia}-listing-women-dresses`, {
    categorySlug: 'women/dresses',
    fascia,
    heading: 'Dresses',
    bannerMarkdown: `From **satin slips** to **sequin minis**: ${dresses.blurb}. [See what’s new](/pages/new-in).`,
    categoryCards: cards,
    bottomSeoMarkdown: seoText('Dresses', dresses.blurb, siteName),
  });
}
