import { rt } from '@storefront/plugins/shared/rich-text-builders';
import type { SeedBlocks } from './blocks';
import type { CataloguePicks } from './catalogue-picks';

const F = 'coast';
const INK = '#2a2226';
const BLUSH = '#f3d9d3';

export function coastPages(b: SeedBlocks, picks: CataloguePicks) {
  const occasionImage = b.campaign('co-img-occasion', 'occasion', 61, 2400, 1000, 'Satin occasion dresses in blush and champagne');
  const occasionMobile = b.campaign('co-img-occasion-m', 'occasion', 62, 1000, 1250, 'A satin midi dress');
  const bridesmaidImage = b.campaign('co-img-bridesmaid', 'occasion', 63, 1600, 1200, 'Bridesmaid dresses in sage, lilac and blush');
  const partyImage = b.campaign('co-img-party', 'partywear', 64, 2400, 1030, 'Embellished eveningwear');
  const beautyImage = b.campaign('co-img-beauty', 'beauty', 65, 1600, 1200, 'Lipstick and perfume for evening');

  const home = b.page('co-home', {
    title: 'Home',
    slug: '/',
    fascia: F,
    metaTitle: 'Coast | Occasion Dresses, Bridesmaid & Eveningwear',
    metaDescription: 'Occasionwear for weddings, parties and every celebration. Dresses, bridesmaid and evening styles from Coast.',
    sections: [
      b.section('co-home-s1', 'Hero: occasion', [
        b.hero('co-hero-occasion', 'Occasion hero', {
          eyebrow: 'New collection',
          heading: 'The Occasion Edit',
          body: 'Fluid satins, soft pleats and considered tailoring for every date in the diary.',
          image: occasionImage,
          mobileImage: occasionMobile,
          layout: 'overlay-centre',
          darkenImage: true,
          links: [
            { label: 'Shop occasion', href: '/categories/women/occasion', backgroundColour: '#ffffff', textColour: INK, hover: { backgroundColour: BLUSH, textColour: INK, borderColour: BLUSH } },
            { label: 'Shop dresses', href: '/categories/women/dresses', transparentBackground: true, textColour: '#ffffff', borderColour: '#ffffff', hover: { backgroundColour: '#ffffff', textColour: INK } },
          ],
          linksDirection: 'rows',
          stackedLinksPerRow: '2',
        }),
      ], { fullWidth: true, removeVerticalPadding: true }),
      b.section('co-home-s2', 'Intro', [
        b.text('co-text-intro', 'Wedding guest intro', rt.doc(
          rt.h(2, 'Wedding guest season, sorted'),
          rt.p('Whether it’s a city registry office or a black-tie marquee, our stylists have edited the dresses, shoes and bags to take you there. ', rt.link('/categories/women/dresses', 'Find your dress'), '.'),
        ), { alignment: 'centre', width: 'narrow' }),
      ]),
      b.section('co-home-s3', 'Grid: satin', [
        b.gridByQuery('co-grid-satin', 'Satin & silk', {
          heading: 'Satin & Silk',
          subheading: 'Liquid shine, from slip dresses to wide-leg trousers',
          query: 'satin',
          limit: 8,
          ctaLabel: 'Shop all occasionwear',
          ctaHref: '/categories/women/occasion',
        }),
      ]),
      b.section('co-home-s4', 'Split: bridesmaid', [
        b.hero('co-hero-bridesmaid', 'Bridesmaid split', {
          eyebrow: 'Bridesmaid',
          heading: 'Twenty-four Shades of Yes',
          body: 'Mix and match necklines and lengths in one palette, from sage to dusty lilac. Free fabric swatches with every order.',
          image: bridesmaidImage,
          layout: 'split-image-left',
          panelColour: BLUSH,
          textColour: INK,
          links: [
            { label: 'Shop bridesmaid', href: '/categories/women/dresses/bridesmaid-dresses', backgroundColour: INK, textColour: '#ffffff', hover: { backgroundColour: '#ffffff', textColour: INK, borderColour: INK } },
            { label: 'Book a styling appointment', href: '/pages/informational/contact-us', transparentBackground: true, textColour: INK, borderColour: INK },
          ],
          linksDirection: 'columns',
          stackedLinksPerColumn: '2',
        }),
      ], { backgroundColour: BLUSH, fullWidth: true, removeVerticalPadding: true }),
      b.section('co-home-s5', 'Grid: most loved', [
        b.gridByKeys('co-grid-loved', 'Most loved', { heading: 'Most Loved', subheading: 'Five-star favourites, restocked', keys: picks.bestSellers(F, 8, 'women') }),
      ]),
      b.section('co-home-s6', 'Image: evening', [
        b.image('co-image-party', 'Evening edit image', { image: partyImage, aspectRatio: 'ratio21:9', caption: 'After dark: embellishment, velvet and the perfect heel', href: '/categories/women/occasion' }),
      ], { fullWidth: true }),
      b.section('co-home-s7', 'Spacing', [b.spacing('co-spacing-1', 'l', { mobileSize: 'm', divider: true })], { removeVerticalPadding: true }),
      b.section('co-home-s8', 'Split: beauty', [
        b.hero('co-hero-beauty', 'Beauty split', {
          heading: 'Finish the Look',
          body: 'Long-wear lipsticks and evening fragrance, picked to pair with this season’s colours.',
          image: beautyImage,
          layout: 'split-image-right',
          panelColour: '#fffaf8',
          textColour: INK,
          links: [{ label: 'Shop beauty', href: '/categories/beauty', backgroundColour: INK, textColour: '#ffffff' }],
        }),
      ]),
      b.section('co-home-s9', 'Promise', [
        b.text('co-text-promise', 'Service promise', rt.doc(
          rt.p(rt.text('Free delivery over £60', 'bold'), '  ·  ', rt.text('Extended 45-day returns', 'bold'), '  ·  ', rt.link('/pages/informational/delivery', 'Delivery options')),
        ), { alignment: 'centre', width: 'wide' }),
      ], { backgroundColour: '#fbeeea' }),
    ],
  });

  const notFound = b.page('co-not-found', {
    title: 'Page not found',
    slug: 'not-found',
    fascia: F,
    robots: 'noindex,follow',
    sections: [
      b.section('co-404-s1', 'Not found message', [
        b.text('co-404-text', 'Not found copy', rt.doc(
          rt.h(2, 'Sorry, we couldn’t find this page'),
          rt.p('It may have been moved or is no longer available.'),
          rt.p(rt.link('/', 'BROWSE THE SHOP')),
        ), { alignment: 'centre', width: 'narrow' }),
      ]),
      b.section('co-404-s2', 'Not found picks', [b.gridByKeys('co-404-grid', 'Picks', { heading: 'We Think You’ll Like', keys: picks.bestSellers(F, 4, 'women') })]),
    ],
  });

  const newIn = b.page('co-new-in', {
    title: 'New In',
    slug: 'new-in',
    fascia: F,
    sections: [
      b.section('co-new-s1', 'New in', [b.gridByKeys('co-new-grid', 'New in', { heading: 'New In', subheading: 'This week’s arrivals', keys: picks.newest(F, 12, 'women') })]),
    ],
  });

  return [home, notFound, newIn];
}
