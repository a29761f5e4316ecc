import 'server-only';
import { providerPageUrl } from '../provider-transport';

/** The submit-review form of the review provider for a product, loaded in the page's frame. */
export function reviewFormUrl(productKey: string): string {
  return providerPageUrl('reviewForm', `/write?${new URLSearchParams({ productId: productKey })}`);
}
