import { chatbotMessageResponse, chatbotSessionResponse, type ChatbotDeps } from '@/lib/listing/chatbot';
import { getDb } from '@/lib/platform/db';
import { categoryTree, reviewsEnabled } from '@/lib/listing/load-listing';
import { listingSearchFor } from '@/lib/listing/listing-search';
import { getSite } from '@/lib/platform/request-site';
import { catalogueColourReferences } from '@/lib/listing/visual-search';

async function deps(): Promise<ChatbotDeps> {
  const site = await getSite();
  return {
    search: listingSearchFor(site.id, { reviewsEnabled: reviewsEnabled() }),
    categories: () => categoryTree(site.id),
    colours: async () => catalogueColourReferences(await getDb()),
  };
}

/** GET /_api/chatbot?category=… — starts a chat session (its greeting). */
export async function GET(request: Request) {
  return chatbotSessionResponse(request.url, await deps());
}

/** POST /_api/chatbot { message, history, context } — the assistant's reply with products. */
export async function POST(request: Request) {
  return chatbotMessageResponse(request, await deps());
}
