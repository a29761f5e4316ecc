import { describe, expect, it } from 'vitest';
import type { ResolvedPage } from '@storefront/plugins/core/resolve-page';
import { fasciaById } from '@storefront/sites/fascias';
import { pageMetadata } from './metadata';

const site = fasciaById('coast')!;
const page = (overrides: Partial<ResolvedPage>): ResolvedPage => ({
  id: 'p',
  title: 'Bridesmaid',
  slug: 'bridesmaid',
  metaTitle: undefined,
  metaDescription: undefined,
  robots: undefined,
  fascia: 'coast',
  sections: [],
  warnings: [],
  ...overrides,
});

describe('pageMetadata', () => {
  it('uses the page title plus the site label when there is no meta title', () => {
    const metadata = pageMetadata(page({}), site, 'https://coast.co.uk/pages/bridesmaid', false);
    expect(metadata.title).toEqual({ absolute: 'Bridesmaid | Coast' });
    expect(metadata.robots).toBe('index,follow');
    expect(metadata.alternates?.canonical).toBe('https://coast.co.uk/pages/bridesmaid');
  });

  it('uses the CMS meta title, description and robots when set', () => {
    const metadata = pageMetadata(page({ metaTitle: 'Bridesmaid Dresses', metaDescription: 'In 24 shades', robots: 'noindex,follow' }), site, 'u', false);
    expect(metadata.title).toEqual({ absolute: 'Bridesmaid Dresses' });
    expect(metadata.description).toBe('In 24 shades');
    expect(metadata.robots).toBe('noindex,follow');
  });

  it('never lets a preview be indexed', () => {
    expect(pageMetadata(page({ robots: 'index,follow' }), site, 'u', true).robots).toBe('noindex,nofollow');
  });
});
