import { test as base } from '@playwright/test';
import { StorefrontPage } from './pages/storefront-page';

/** The one fixtures file: page objects for every spec. */
export const test = base.extend<{ storefront: StorefrontPage }>({
  storefront: async ({ page }, use) => {
    await use(new StorefrontPage(page));
  },
});

export { expect } from '@playwright/test';
