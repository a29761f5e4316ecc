import type { CmsAsset, CmsEntry } from '@storefront/cms-models/nodes';

/** A small page entry tree (page → section → hero with a link, and a text block) for channel tests. */
export const heroImage: CmsAsset = {
  kind: 'asset',
  id: 'img-1',
  title: 'Linen dress',
  description: 'A woman in a linen dress',
  url: '/_img/hero.jpg',
  fileName: 'hero.jpg',
  contentType: 'image/jpeg',
  width: 1600,
  height: 700,
};

export function pageTree({ heading = 'Summer linen', linkLabel = 'Shop linen' }: { heading?: string; linkLabel?: string } = {}): CmsEntry {
  const link: CmsEntry = { kind: 'entry', id: 'hero-link-1', contentType: 'heroBannerLink', fields: { label: linkLabel, href: '/categories/women' } };
  const hero: CmsEntry = { kind: 'entry', id: 'hero-1', contentType: 'heroBanner', fields: { internalName: 'Hero', heading, image: heroImage, links: [link] } };
  const section: CmsEntry = { kind: 'entry', id: 'section-1', contentType: 'section', fields: { internalName: 'Top', content: [hero] } };
  return { kind: 'entry', id: 'page-home', contentType: 'page', fields: { title: 'Home', slug: '/', sections: [section] } };
}
