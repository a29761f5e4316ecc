import 'server-only';
import { getDb } from '../platform/db';
import { getSite } from '../platform/request-site';
import type { ChatbotDeps } from './chatbot';
import { listingSearchFor } from './listing-search';
import { categoryTree, reviewsEnabled } from './load-listing';
import { catalogueColourReferences } from './visual-search';

/** The assistant's catalogue for the request's site: its search engine, category tree and colours. */
export async function siteChatbotDeps(): Promise<ChatbotDeps> {
  const site = await getSite();
  return {
    search: listingSearchFor(site.id, { reviewsEnabled: reviewsEnabled() }),
    categories: () => categoryTree(site.id),
    colours: async () => catalogueColourReferences(await getDb()),
  };
}
