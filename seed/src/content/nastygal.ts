import { rt } from '@storefront/plugins/shared/rich-text-builders';
import type { SeedBlocks } from './blocks';
import type { CataloguePicks } from './catalogue-picks';

const F = 'nastygal';
const PINK = '#d6115b';
const BLACK = '#0b0b0b';

export function nastygalPages(b: SeedBlocks, picks: CataloguePicks) {
  const partyImage = b.campaign('ng-img-party', 'partywear', 71, 2400, 1050, 'Sequin mini dresses under neon light');
  const partyMobile = b.campaign('ng-img-party-m', 'partywear', 72, 1000, 1250, 'A sequin mini dress');
  const leatherImage = b.campaign('ng-img-leather', 'denim', 73, 1600, 1200, 'Faux leather jackets and denim');
  const menImage = b.campaign('ng-img-men', 'menswear', 74, 2400, 1000, 'Menswear: overshirts and relaxed denim');
  const sale = b.campaign('ng-img-sale', 'sale', 75, 1600, 1200, 'Up to 50% off');

  const home = b.page('ng-home', {
    title: 'Home',
    slug: '/',
    fascia: F,
    metaTitle: 'Nasty Gal | Going-Out Dresses, Party Tops & Trend Clothing',
    metaDescription: 'Sequins, cut-outs and leather weather. Shop going-out dresses, party tops and the trends you actually want to wear.',
    sections: [
      b.section('ng-home-s1', 'Hero: party', [
        b.hero('ng-hero-party', 'Party hero', {
          eyebrow: 'Party season',
          heading: 'Main Character Energy',
          body: 'Sequins on sequins. Cut-outs in all the right places. Your going-out era starts here.',
          image: partyImage,
          mobileImage: partyMobile,
          layout: 'overlay-left',
          darkenImage: true,
          links: [
            { label: 'Shop going out', href: '/categories/women/going-out', backgroundColour: PINK, textColour: '#ffffff', borderColour: PINK, hover: { backgroundColour: '#ffffff', textColour: BLACK, borderColour: '#ffffff' } },
            { label: 'Shop dresses', href: '/categories/women/dresses', backgroundColour: '#ffffff', textColour: BLACK, hover: { backgroundColour: PINK, textColour: '#ffffff', borderColour: PINK } },
          ],
          linksDirection: 'rows',
          stackedLinksPerRow: '2',
          hotspots: [{ label: 'Shop the sequin mini', href: '/categories/women/going-out', desktop: [58, 6, 80, 94] }],
        }),
      ], { fullWidth: true, removeVerticalPadding: true }),
      b.section('ng-home-s2', 'Grid: sequins', [
        b.gridByQuery('ng-grid-sequin', 'Sequins', {
          heading: 'Sequins, Obviously',
          query: 'sequin',
          limit: 10,
          columns: '5',
          ctaLabel: 'Shop going out',
          ctaHref: '/categories/women/going-out',
        }),
      ]),
      b.section('ng-home-s3', 'Split: leather weather', [
        b.hero('ng-hero-leather', 'Leather weather', {
          heading: 'Leather Weather',
          body: 'Faux leather biker jackets, trench coats and the boots to match.',
          image: leatherImage,
          layout: 'split-image-left',
          panelColour: BLACK,
          textColour: '#ffffff',
          links: [
            { label: 'Coats & jackets', href: '/categories/women/coats-jackets', backgroundColour: '#ffffff', textColour: BLACK, hover: { backgroundColour: PINK, textColour: '#ffffff', borderColour: PINK } },
            { label: 'Boots', href: '/categories/women/shoes', backgroundColour: '#ffffff', textColour: BLACK, hover: { backgroundColour: PINK, textColour: '#ffffff', borderColour: PINK } },
          ],
          linksDirection: 'rows',
          stackedLinksPerRow: 'not a number',
        }),
      ], { backgroundColour: BLACK, fullWidth: true, removeVerticalPadding: true }),
      b.section('ng-home-s4', 'Student banner', [
        b.text('ng-text-student', 'Student discount', rt.doc(
          rt.h(2, 'Student? Get 20% off'),
          rt.p('Verify once and save on everything, all year. Use code ', rt.text('STUDENT', 'bold'), ' at checkout.'),
        ), { alignment: 'centre', width: 'narrow' }),
      ], { backgroundColour: '#ffe3ee' }),
      b.section('ng-home-s5', 'Grid: trending', [
        b.gridByKeys('ng-grid-trending', 'Trending', { heading: 'Trending Now', subheading: 'What everyone’s adding to bag', keys: picks.bestSellers(F, 10), columns: '5' }),
      ]),
      b.section('ng-home-s6', 'Image: menswear', [
        b.image('ng-image-men', 'Menswear image', { image: menImage, aspectRatio: 'ratio21:9', caption: 'Nasty Gal Man: overshirts, denim and everything after dark', href: '/categories/men' }),
      ], { fullWidth: true }),
      b.section('ng-home-s7', 'Spacing', [b.spacing('ng-spacing-1', 'm')], { removeVerticalPadding: true }),
      b.section('ng-home-s8', 'Sale split', [
        b.hero('ng-hero-sale', 'Sale split', {
          heading: 'Up to 50% Off',
          body: 'Last-chance styles, going fast. No code needed.',
          image: sale,
          layout: 'split-image-right',
          panelColour: PINK,
          textColour: '#ffffff',
          links: [{ label: 'Shop the sale', href: '/categories/sale', backgroundColour: '#ffffff', textColour: BLACK }],
        }),
      ], { backgroundColour: PINK, fullWidth: true, removeVerticalPadding: true }),
    ],
  });

  const notFound = b.page('ng-not-found', {
    title: 'Page not found',
    slug: 'not-found',
    fascia: F,
    robots: 'noindex,follow',
    sections: [
      b.section('ng-404-s1', 'Not found', [
        b.text('ng-404-text', 'Not found copy', rt.doc(rt.h(2, 'Sorry, we couldn’t find this page'), rt.p('This one’s gone AWOL.'), rt.p(rt.link('/', 'BROWSE THE SHOP'))), { alignment: 'centre', width: 'narrow' }),
      ]),
      b.section('ng-404-s2', 'Not found picks', [b.gridByKeys('ng-404-grid', 'Picks', { heading: 'We Think You’ll Like', keys: picks.bestSellers(F, 5), columns: '5' })]),
    ],
  });

  const newIn = b.page('ng-new-in', {
    title: 'New In',
    slug: 'new-in',
    fascia: F,
    sections: [b.section('ng-new-s1', 'New in', [b.gridByKeys('ng-new-grid', 'New in', { heading: 'New In', keys: picks.newest(F, 15), columns: '5' })])],
  });

  return [home, notFound, newIn];
}
