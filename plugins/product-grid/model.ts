import { defineContentType, field } from '@storefront/cms-models/define';
import { visibilityField } from '@storefront/cms-models/structure';

/** Product keys: letters, digits and dashes only (spec wishlist rule for productKey). */
export const PRODUCT_KEY_PATTERN = '^[A-Za-z0-9-]+$';

export const productGridModel = defineContentType({
  id: 'productGrid',
  name: 'Product grid',
  description: 'A grid of products chosen by a search query or by product keys.',
  displayField: 'internalName',
  fields: {
    internalName: field.symbol({ name: 'Internal name', required: true }),
    heading: field.symbol({ name: 'Heading', localized: true, maxLength: 80 }),
    subheading: field.symbol({ name: 'Subheading', localized: true, maxLength: 160 }),
    source: field.choice({ name: 'Choose products by', choices: ['searchQuery', 'productKeys'] as const, required: true }),
    searchQuery: field.symbol({ name: 'Search query', maxLength: 120, helpText: 'e.g. "satin dress" or "linen".' }),
    productKeys: field.symbols({
      name: 'Product keys',
      maxItems: 24,
      pattern: { regexp: PRODUCT_KEY_PATTERN, message: 'Product keys are letters, digits and dashes' },
    }),
    limit: field.integer({ name: 'Number of products', min: 2, max: 24 }),
    columns: field.choice({ name: 'Columns on desktop', choices: ['4', '5'] as const }),
    ctaLabel: field.symbol({ name: 'Button label', localized: true, maxLength: 40 }),
    ctaHref: field.url({ name: 'Button link' }),
    visibility: visibilityField(),
  },
  check: (fields) => {
    const problems = [];
    if (fields.source === 'searchQuery' && !fields.searchQuery?.trim()) {
      problems.push({ field: 'searchQuery', message: 'A search query is needed when products are chosen by search' });
    }
    if (fields.source === 'productKeys' && (fields.productKeys?.length ?? 0) === 0) {
      problems.push({ field: 'productKeys', message: 'At least one product key is needed' });
    }
    if (fields.ctaLabel && !fields.ctaHref) {
      problems.push({ field: 'ctaHref', message: 'The button needs a link' });
    }
    return problems;
  },
});
