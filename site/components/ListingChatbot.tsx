import { showsChatbot } from '@storefront/plugins/listing/rules/chatbot';
import { ChatbotWidget } from '@storefront/plugins/shared/chatbot/ChatbotWidget.client.tsx';
import type { ListingView } from '@storefront/plugins/listing/ui/model';

/**
 * The style assistant on a listing, when it applies (L §2): dress-related categories, a search
 * for dresses or skirts with the chatbot flag on, or ?chatbot=true. It searches within the
 * listing's category (or with its search text).
 */
export function ListingChatbot({ listing }: { listing: ListingView }) {
  const { state, category } = listing;
  const shown = showsChatbot({
    categoryPath: category?.slug,
    categoryNames: category?.names,
    query: state.query,
    chatbotEnabled: listing.chatbotEnabled,
    searchParams: new URLSearchParams(state.extraParams),
  });
  if (!shown) return null;
  // The virtual sale listing is no catalogue category: the assistant searches the whole site there.
  const inCategory = category && category.id !== 'sale' ? category : undefined;
  return <ChatbotWidget scope={{ category: inCategory?.slug, query: state.query || undefined }} topic={inCategory ? inCategory.name.toLowerCase() : 'outfit'} />;
}
