import { test as base } from '@playwright/test';
import { ListingPage } from './pages/listing-page';
import { SignInDialog } from './pages/shopper';
import { StaffTools } from './pages/staff-tools';
import { StorefrontPage } from './pages/storefront-page';

/** The one fixtures file: page objects for every spec. */
export const test = base.extend<{ storefront: StorefrontPage; signInDialog: SignInDialog; listing: ListingPage; staffTools: StaffTools }>({
  storefront: async ({ page }, use) => {
    await use(new StorefrontPage(page));
  },
  signInDialog: async ({ page }, use) => {
    await use(new SignInDialog(page));
  },
  listing: async ({ page }, use) => {
    await use(new ListingPage(page));
  },
  staffTools: async ({ page }, use) => {
    await use(new StaffTools(page));
  },
});

export { expect } from '@playwright/test';
