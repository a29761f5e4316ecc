import { brands } from '@storefront/sites/brands';
import { rt } from '@storefront/plugins/shared/rich-text-builders';
import type { SeedBlocks } from './blocks';

/** Pages shared by every site (no fascia): customer service and brand pages. */
export function sharedPages(b: SeedBlocks) {
  const info = (slug: string, title: string, body: ReturnType<typeof rt.doc>, metaDescription: string) =>
    b.page(`info-${slug}`, {
      title,
      slug: `informational/${slug}`,
      metaDescription,
      sections: [b.section(`info-${slug}-s1`, title, [b.text(`info-${slug}-text`, title, body)])],
    });

  const pages = [
    info('delivery', 'Delivery', rt.doc(
      rt.h(1, 'Delivery'),
      rt.p('We deliver to every UK address, seven days a week.'),
      rt.ul('Standard delivery (3–5 working days): £3.99, free on orders over £50', 'Next-day delivery (order by 11pm): £5.99', 'Nominated day and evening delivery: £6.99', 'Click & collect from over 4,000 stores: free'),
      rt.p('Bulky items such as furniture and lighting are delivered by a two-person team; we will call you to book a slot.'),
    ), 'Delivery options, costs and cut-off times.'),
    info('returns', 'Returns', rt.doc(
      rt.h(1, 'Returns'),
      rt.p('Changed your mind? Return unworn items with their tags within 28 days for a full refund.'),
      rt.ul('Free returns by post or at any collection point', 'Refunds within 5 working days of the item reaching us', 'Beauty products must be unopened; pierced jewellery cannot be returned'),
    ), 'How to return an order, and when you will be refunded.'),
    info('contact-us', 'Contact us', rt.doc(
      rt.h(1, 'Contact us'),
      rt.p('Our customer care team is here 8am to 10pm, every day.'),
      rt.ul('Live chat: from any page, bottom right', 'Phone: 0333 000 1234 (calls cost the same as a local call)', 'Email: help@storefront.example'),
    ), 'Get in touch with customer care.'),
    info('terms', 'Terms and conditions', rt.doc(rt.h(1, 'Terms and conditions'), rt.p('These terms apply to every order placed on this website. Prices include VAT at the current rate.')), 'Terms of sale.'),
    info('privacy', 'Privacy notice', rt.doc(rt.h(1, 'Privacy notice'), rt.p('We use your details only to process orders, provide your account and, if you ask us to, send offers. You can ask for a copy of your data or for it to be deleted at any time.')), 'How we use your data.'),
    info('cookies', 'Cookies', rt.doc(rt.h(1, 'Cookies'), rt.p('We use essential cookies to keep you signed in and your bag saved, and, with your consent, analytics cookies to improve the site.')), 'How we use cookies.'),
  ];

  pages.push(
    b.page('brands-index', {
      title: 'Our brands',
      slug: 'brands',
      metaDescription: 'Every brand we sell, from Burton to Warehouse.',
      sections: [
        b.section('brands-index-s1', 'Brand list', [
          b.text('brands-index-text', 'Brand list', rt.doc(
            rt.h(1, 'Our brands'),
            rt.p('Thirteen brands, one bag. Choose a brand to see its latest collection.'),
            rt.linkList(brands.map((brand) => ({ href: `/pages/brands/${brand.id}`, label: brand.name }))),
          )),
        ]),
      ],
    }),
  );

  const themes = ['occasion', 'partywear', 'tailoring', 'knitwear', 'denim', 'summer'] as const;
  brands.forEach((brand, index) => {
    const image = b.campaign(`brand-${brand.id}-img`, themes[index % themes.length]!, 100 + index, 2400, 900, `${brand.name} campaign`);
    pages.push(
      b.page(`brand-${brand.id}`, {
        title: brand.name,
        slug: `brands/${brand.id}`,
        metaDescription: `Shop ${brand.name}: the latest collection, bestsellers and new arrivals.`,
        sections: [
          b.section(`brand-${brand.id}-s1`, `${brand.name} hero`, [
            b.hero(`brand-${brand.id}-hero`, `${brand.name} hero`, {
              heading: brand.name,
              body: `The new ${brand.name} collection is here.`,
              image,
              layout: 'overlay-left',
              darkenImage: true,
              links: [{ label: `Shop ${brand.name}`, href: '/categories/women', autoApplyBrandFilter: true, backgroundColour: '#ffffff', textColour: '#111111' }],
            }),
          ], { fullWidth: true, removeVerticalPadding: true }),
          b.section(`brand-${brand.id}-s2`, `${brand.name} products`, [
            b.gridByQuery(`brand-${brand.id}-grid`, `${brand.name} products`, { heading: `New from ${brand.name}`, query: brand.name, limit: 10, columns: '5' }),
          ]),
        ],
      }),
    );
  });
  return pages;
}
