import { handleSearchRequest } from '@/lib/embedded/search-engine';

// Opens the engine (and the database) per request, never at build time.
export const dynamic = 'force-dynamic';

/**
 * The embedded search engine's Algolia REST API (/_search/1/indexes/…), for browsers'
 * algoliasearch clients on any origin (CORS and preflights as Algolia answers them); 404 when
 * Algolia is configured. The search key may search; writes need the admin key (SEARCH_ADMIN_KEY).
 */
export {
  handleSearchRequest as GET,
  handleSearchRequest as POST,
  handleSearchRequest as PUT,
  handleSearchRequest as DELETE,
  handleSearchRequest as OPTIONS,
};
