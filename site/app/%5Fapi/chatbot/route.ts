import { runSearches } from '@/lib/algolia/search';
import { chatbotMessageResponse, chatbotSessionResponse, type ChatbotDeps } from '@/lib/server/chatbot';
import { getDb } from '@/lib/server/db';
import { categoryTree, reviewsEnabled } from '@/lib/server/listing';
import { getSite } from '@/lib/server/site';
import { catalogueColourReferences } from '@/lib/server/visual-search';

async function deps(): Promise<ChatbotDeps> {
  const site = await getSite();
  return { site, runSearches, categories: () => categoryTree(site.id), colours: async () => catalogueColourReferences(await getDb()), reviewsEnabled: reviewsEnabled() };
}

/** GET /_api/chatbot?category=… — starts a chat session (its greeting). */
export async function GET(request: Request) {
  return chatbotSessionResponse(request.url, await deps());
}

/** POST /_api/chatbot { message, history, context } — the assistant's reply with products. */
export async function POST(request: Request) {
  return chatbotMessageResponse(request, await deps());
}
