import { defineContentType, field } from '@storefront/cms-models/define';
import { siteIds } from '@storefront/cms-models/sites';

/** A round image link above the product grid (L §3 roundels: title, link, image). */
export const roundelModel = defineContentType({
  id: 'listingRoundel',
  name: 'Listing roundel',
  description: 'A round image link shown above a category’s products.',
  displayField: 'title',
  fields: {
    title: field.symbol({ name: 'Title', required: true, localized: true, maxLength: 40 }),
    link: field.url({ name: 'Link', required: true }),
    image: field.image({ name: 'Image', required: true }),
  },
});

/** A large card linking to a sub-category (L §3 category cards: callToAction, href, images). */
export const categoryCardModel = defineContentType({
  id: 'listingCategoryCard',
  name: 'Listing category card',
  description: 'A card with an image and a call to action, shown in a category’s banner.',
  displayField: 'callToAction',
  fields: {
    callToAction: field.symbol({ name: 'Call to action', required: true, localized: true, maxLength: 40 }),
    href: field.url({ name: 'Link', required: true }),
    image: field.image({ name: 'Image', required: true }),
  },
});

/**
 * The editorial content of a category listing page (L §2, §3): a banner (markdown, roundels or
 * category cards), the bottom SEO text, and meta overrides. Matched by category slug and site.
 */
export const listingContentModel = defineContentType({
  id: 'listingContent',
  name: 'Listing content',
  description: 'Banner, roundels, category cards and SEO text of one category listing.',
  displayField: 'categorySlug',
  fields: {
    categorySlug: field.symbol({
      name: 'Category slug',
      required: true,
      helpText: 'e.g. women/dresses; "search" for the search results page.',
      pattern: { regexp: '^[a-z0-9]+(?:[-/][a-z0-9]+)*$', message: 'Lowercase words joined by - and /' },
    }),
    fascia: field.choice({ name: 'Brand site', choices: siteIds, helpText: 'Leave empty to share with every site.' }),
    heading: field.symbol({ name: 'Heading', localized: true, maxLength: 80 }),
    bannerMarkdown: field.text({ name: 'Banner text (markdown)', localized: true, widget: 'markdown', maxLength: 2_000 }),
    roundels: field.entries({ name: 'Roundels', to: () => [roundelModel], maxItems: 12 }),
    categoryCards: field.entries({ name: 'Category cards', to: () => [categoryCardModel], maxItems: 8 }),
    bottomSeoMarkdown: field.text({ name: 'Bottom SEO text (markdown)', localized: true, widget: 'markdown', maxLength: 10_000 }),
    metaTitle: field.symbol({ name: 'Meta title', localized: true, maxLength: 70 }),
    metaDescription: field.text({ name: 'Meta description', localized: true, maxLength: 160 }),
    robots: field.choice({ name: 'Robots', choices: ['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow'] as const }),
  },
});

export const listingModels = [listingContentModel, roundelModel, categoryCardModel] as const;
