import { test as base } from '@playwright/test';
import { SignInDialog } from './pages/shopper';
import { StorefrontPage } from './pages/storefront-page';

/** The one fixtures file: page objects for every spec. */
export const test = base.extend<{ storefront: StorefrontPage; signInDialog: SignInDialog }>({
  storefront: async ({ page }, use) => {
    await use(new StorefrontPage(page));
  },
  signInDialog: async ({ page }, use) => {
    await use(new SignInDialog(page));
  },
});

export { expect } from '@playwright/test';
