import type { ProductPageProduct } from '@storefront/catalogue/types';
import { DeferredChatbot } from '@storefront/plugins/shared/chatbot/DeferredChatbot.client.tsx';
import { chatbotEnabled } from '@/lib/listing/load-listing';

/**
 * The style assistant on a product page (P §2 'Product page sections': a floating widget), when
 * the site's chatbot flag is on. It searches the product's own category, so 'in red' or 'under
 * £50' finds products like the one in view; it loads after the page has painted.
 */
export function ProductChatbot({ product }: { product: Pick<ProductPageProduct, 'categories'> }) {
  if (!chatbotEnabled()) return null;
  const category = product.categories.at(-1);
  return <DeferredChatbot scope={{ category: category?.slug }} topic={category ? category.name.toLowerCase() : 'outfit'} />;
}
