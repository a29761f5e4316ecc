import type { ProductNouns } from '@storefront/reviews/vocabulary';
import { productTypeById } from './generate';

/** The synthetic catalogue's product-type nouns ("Midi Dress", "Jeans"): what review summaries call a product. */
export const productTypeNouns: ProductNouns = (productType, attributes) => {
  const type = productTypeById(productType);
  if (!type) return undefined;
  return typeof type.noun === 'function' ? type.noun(attributes) : type.noun;
};
