import { definePagePlugin } from '../core/page-plugin';
import { listingModels } from './content-model';
import { listingFixtures } from './fixtures';

/** The category listing and search results pages: the editorial content models they own. */
export const listingPagePlugin = definePagePlugin({
  id: 'listing',
  label: 'Category listing',
  description: 'Category and search result pages: banner, roundels, category cards and SEO text per category.',
  models: listingModels,
  fixtures: listingFixtures,
});
