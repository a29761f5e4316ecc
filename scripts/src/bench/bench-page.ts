import { rt } from '@storefront/plugins/shared/rich-text-builders';
import { seedBlocks } from '@storefront/seed/content/blocks';
import type { CataloguePicks } from '@storefront/seed/content/catalogue-picks';
import { ContentBuilder, SEED_LOCALE } from '@storefront/seed/content/export-builders';
import { contentTypesExport } from '@storefront/seed/content/storefront-space';

export const BENCH_SECTIONS = 50;

/** A space export holding one page of 50 sections cycling through every block type. */
export function benchSpaceExport(picks: CataloguePicks) {
  const builder = new ContentBuilder();
  const b = seedBlocks(builder);
  const keys = picks.bestSellers('hartley', 80);
  const sections = Array.from({ length: BENCH_SECTIONS }, (_, index) => {
    const id = `bench-${index}`;
    const image = b.campaign(`${id}-img`, ['occasion', 'partywear', 'beauty', 'home', 'tailoring'][index % 5]!, index, 2400, 1000, `Campaign ${index}`);
    const block = (() => {
      switch (index % 5) {
        case 0:
          return b.hero(`${id}-hero`, `Hero ${index}`, {
            heading: `Section ${index}`,
            body: 'Velvet, sequins and sharp tailoring from thirteen brands.',
            image,
            links: [
              { label: 'Shop women', href: '/categories/women', hover: { backgroundColour: '#000000' } },
              { label: 'Shop men', href: '/categories/men' },
            ],
            stackedLinksPerRow: '2',
            hotspots: [{ label: 'Shop the look', href: '/categories/women', desktop: [50, 10, 70, 90] }],
          });
        case 1:
          return b.text(`${id}-text`, `Text ${index}`, rt.doc(rt.h(2, `Story ${index}`), rt.p('Lorem ipsum dolor sit amet, ', rt.link('/pages/sale', 'shop the sale'), '.'), rt.ul('One', 'Two', 'Three')));
        case 2:
          return b.gridByKeys(`${id}-grid`, `Grid ${index}`, { heading: `Picks ${index}`, keys: keys.slice((index * 3) % 60, ((index * 3) % 60) + 8) });
        case 3:
          return b.image(`${id}-image`, `Image ${index}`, { image, aspectRatio: 'ratio21:9', caption: `Caption ${index}`, href: '/categories/home' });
        default:
          return b.spacing(`${id}-spacing`, 'm', { divider: true });
      }
    })();
    return b.section(`${id}-section`, `Section ${index}`, [block], { backgroundColour: index % 2 ? '#f4efe6' : undefined });
  });
  b.page('bench-page', { title: 'Benchmark page', slug: 'bench', fascia: 'hartley', sections });
  return {
    ...contentTypesExport(),
    locales: [{ name: 'English (United Kingdom)', code: SEED_LOCALE, fallbackCode: null, default: true, optional: false }],
    entries: builder.entries,
    assets: builder.assets,
  };
}
