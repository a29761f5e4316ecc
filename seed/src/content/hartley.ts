import { rt } from '@storefront/plugins/shared/rich-text-builders';
import type { SeedBlocks } from './blocks';
import type { CataloguePicks } from './catalogue-picks';

const F = 'hartley';
const GREEN = '#1f4d3f';
const IVORY = '#f4efe6';

export function hartleyPages(b: SeedBlocks, picks: CataloguePicks) {
  const partyImage = b.campaign('hv-img-party', 'partywear', 11, 2400, 1000, 'Velvet and sequin party dresses on jewel-toned plinths');
  const partyMobile = b.campaign('hv-img-party-m', 'partywear', 12, 1000, 1250, 'Sequin party dress');
  const beautyImage = b.campaign('hv-img-beauty', 'beauty', 21, 1600, 1200, 'Serums, lipsticks and fragrance on stone plinths');
  const homeImage = b.campaign('hv-img-home', 'home', 31, 2400, 1030, 'Candles, linen and ceramics in warm neutrals');
  const tailoringImage = b.campaign('hv-img-tailoring', 'tailoring', 41, 2400, 1000, 'A wool overcoat and tailored suit');
  const knitImage = b.campaign('hv-img-knit', 'knitwear', 51, 1600, 1200, 'Chunky knits folded on a bench');

  const home = b.page('hv-home', {
    title: 'Home',
    slug: '/',
    fascia: F,
    metaTitle: 'Hartley & Vale | Fashion, Beauty & Home from 13 Brands',
    metaDescription: 'Shop party dresses, tailoring, beauty and home from Coast, Oasis, Warehouse, Nasty Gal and more. Free delivery over £50.',
    sections: [
      b.section('hv-home-s1', 'Hero: party season', [
        b.hero('hv-hero-party', 'Party season hero', {
          eyebrow: 'The party edit',
          heading: 'Dressed for the Season',
          body: 'Velvet, sequins and sharp tailoring: party-ready pieces from thirteen brands, all in one place.',
          image: partyImage,
          mobileImage: partyMobile,
          layout: 'overlay-left',
          darkenImage: true,
          links: [
            { label: 'Shop women', href: '/categories/women', backgroundColour: '#ffffff', textColour: GREEN, hover: { backgroundColour: GREEN, textColour: '#ffffff', borderColour: GREEN } },
            { label: 'Shop men', href: '/categories/men', transparentBackground: true, textColour: '#ffffff', borderColour: '#ffffff', hover: { backgroundColour: '#ffffff', textColour: GREEN } },
          ],
          linksDirection: 'rows',
          stackedLinksPerRow: '2',
          hotspots: [
            { label: 'Shop sequin dresses', href: '/categories/women/dresses', desktop: [52, 8, 68, 92] },
            { label: 'Shop velvet dresses', href: '/categories/women/occasion', desktop: [72, 8, 90, 92] },
          ],
        }),
      ], { fullWidth: true, removeVerticalPadding: true }),
      b.section('hv-home-s2', 'Intro: gifting', [
        b.text('hv-text-gifts', 'Gifting intro', rt.doc(
          rt.h(2, 'Gifts they’ll actually love'),
          rt.p('From cashmere-soft knits to candles that smell like a log fire, find something for everyone on your list, with ', rt.text('free gift wrapping', 'bold'), ' on orders over £75.'),
          rt.p(rt.link('/categories/home/candles-fragrance', 'Shop candles & fragrance'), '  ·  ', rt.link('/categories/women/knitwear', 'Shop knitwear')),
        ), { alignment: 'centre', width: 'narrow' }),
      ]),
      b.section('hv-home-s3', 'Grid: party dresses', [
        b.gridByQuery('hv-grid-party', 'Party dresses', {
          heading: 'Party-ready dresses',
          subheading: 'Sequins, satin and velvet for every invitation',
          query: 'dress',
          limit: 8,
          ctaLabel: 'Shop all dresses',
          ctaHref: '/categories/women/dresses',
        }),
      ]),
      b.section('hv-home-s4', 'Split: beauty', [
        b.hero('hv-hero-beauty', 'Beauty split', {
          eyebrow: 'Beauty',
          heading: 'The Glow Shop',
          body: 'Serums, SPF and shimmer: the edit our beauty buyers swear by this winter.',
          image: beautyImage,
          layout: 'split-image-right',
          panelColour: IVORY,
          textColour: '#1d2b27',
          links: [
            { label: 'Skincare', href: '/categories/beauty/skincare', backgroundColour: GREEN, textColour: '#ffffff', hover: { backgroundColour: '#14302a' } },
            { label: 'Makeup', href: '/categories/beauty/makeup', backgroundColour: GREEN, textColour: '#ffffff', hover: { backgroundColour: '#14302a' } },
            { label: 'Fragrance', href: '/categories/beauty/fragrance', backgroundColour: GREEN, textColour: '#ffffff', hover: { backgroundColour: '#14302a' } },
          ],
          linksDirection: 'columns',
          stackedLinksPerColumn: '3',
        }),
      ], { backgroundColour: IVORY, fullWidth: true, removeVerticalPadding: true }),
      b.section('hv-home-s5', 'Image: home', [
        b.image('hv-image-home', 'The home shop', {
          image: homeImage,
          aspectRatio: 'ratio21:9',
          caption: 'The Home Shop: candles, linen and ceramics for slower evenings',
          href: '/categories/home',
        }),
      ], { fullWidth: true }),
      b.section('hv-home-s6', 'Grid: editor’s picks', [
        b.gridByKeys('hv-grid-picks', 'Editor’s picks', {
          heading: 'Editor’s picks',
          subheading: 'What our buyers are wearing, using and gifting this month',
          keys: picks.bestSellers(F, 10),
          columns: '5',
        }),
      ]),
      b.section('hv-home-s7', 'Divider', [b.spacing('hv-spacing-1', 'm', { mobileSize: 's', divider: true })], { removeVerticalPadding: true }),
      b.section('hv-home-s8', 'Hero: tailoring', [
        b.hero('hv-hero-tailoring', 'Tailoring hero', {
          eyebrow: 'Menswear',
          heading: 'Tailoring, Reworked',
          body: 'Softer shoulders, heavier wools and coats built to last beyond the season.',
          image: tailoringImage,
          layout: 'overlay-left',
          darkenImage: true,
          links: [
            { label: 'Shop suits', href: '/categories/men/suits', backgroundColour: '#ffffff', textColour: '#1d2b27' },
            { label: 'Shop coats', href: '/categories/men/coats-jackets', backgroundColour: '#ffffff', textColour: '#1d2b27' },
          ],
          linksDirection: 'rows',
          stackedLinksPerRow: 'one',
        }),
      ], { fullWidth: true }),
      b.section('hv-home-s9', 'Split: knitwear', [
        b.hero('hv-hero-knit', 'Knitwear split', {
          heading: 'Knit Season',
          body: 'Merino, lambswool and chunky cable knits in every shade of oatmeal.',
          image: knitImage,
          layout: 'split-image-left',
          panelColour: '#e9e2d6',
          textColour: '#1d2b27',
          links: [{ label: 'Shop knitwear', href: '/categories/women/knitwear', backgroundColour: '#1d2b27', textColour: '#ffffff' }],
        }),
      ], { backgroundColour: '#e9e2d6', fullWidth: true, removeVerticalPadding: true }),
      b.section('hv-home-s10', 'Member offer', [
        b.text('hv-text-members', 'Signed-in offer', rt.doc(
          rt.h(3, 'Welcome back'),
          rt.p('Members get early access to the winter sale. Keep an eye on your inbox.'),
        ), { alignment: 'centre', width: 'narrow' }),
      ], { visibility: b.visibility('hv-vis-members', 'Signed-in shoppers only', { hideForGuestUsers: true }) }),
      b.section('hv-home-s11', 'Guest offer', [
        b.text('hv-text-join', 'Guest offer', rt.doc(
          rt.h(3, 'Join Hartley & Vale'),
          rt.p('Create an account for early sale access, saved wishlists and faster checkout. ', rt.link('/sign-up', 'Sign up'), '.'),
        ), { alignment: 'centre', width: 'narrow' }),
      ], { visibility: b.visibility('hv-vis-guests', 'Guests only', { hideForLoggedInUsers: true }) }),
    ],
  });

  const notFound = b.page('hv-not-found', {
    title: 'Page not found',
    slug: 'not-found',
    fascia: F,
    robots: 'noindex,follow',
    sections: [
      b.section('hv-404-s1', 'Not found message', [
        b.text('hv-404-text', 'Not found copy', rt.doc(
          rt.h(2, 'Sorry, we couldn’t find this page'),
          rt.p('The link may be old, or the page may have moved. Try searching, or start from our newest arrivals.'),
          rt.p(rt.link('/', 'BROWSE THE SHOP')),
        ), { alignment: 'centre', width: 'narrow' }),
      ]),
      b.section('hv-404-s2', 'Not found picks', [
        b.gridByKeys('hv-404-grid', 'We think you’ll like', { heading: 'We Think You’ll Like', keys: picks.bestSellers(F, 4) }),
      ]),
    ],
  });

  const newIn = b.page('hv-new-in', {
    title: 'New In',
    slug: 'new-in',
    fascia: F,
    metaDescription: 'The newest arrivals across fashion, beauty and home.',
    sections: [
      b.section('hv-new-s1', 'New in intro', [
        b.text('hv-new-text', 'New in copy', rt.doc(rt.h(2, 'Just landed'), rt.p('Fresh in this week from all thirteen of our brands.')), { alignment: 'centre', width: 'narrow' }),
      ]),
      b.section('hv-new-s2', 'New in women', [b.gridByKeys('hv-new-women', 'New in women', { heading: 'Women', keys: picks.newest(F, 10, 'women'), columns: '5' })]),
      b.section('hv-new-s3', 'New in men', [b.gridByKeys('hv-new-men', 'New in men', { heading: 'Men', keys: picks.newest(F, 5, 'men'), columns: '5' })]),
      b.section('hv-new-s4', 'New in home', [b.gridByKeys('hv-new-home', 'New in home', { heading: 'Home', keys: picks.newest(F, 5, 'home'), columns: '5' })]),
    ],
  });

  return [home, notFound, newIn];
}
