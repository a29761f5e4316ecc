import { test as base } from '@playwright/test';
import { BasketPage } from './pages/basket-page';
import { ReviewsPanel } from './pages/card-reviews';
import { DataLayer } from './pages/data-layer';
import { ExpressWallet } from './pages/express-wallet';
import { LayoutShifts } from './pages/layout-shifts';
import { ListingPage } from './pages/listing-page';
import { Chatbot, ImageSearch } from './pages/merchandising';
import { BundleSection, CustomisationForm } from './pages/product-bundles';
import { ProductExtras } from './pages/product-extras';
import { ProductPage } from './pages/product-page';
import { SignInDialog } from './pages/shopper';
import { StaffTools } from './pages/staff-tools';
import { StorefrontPage } from './pages/storefront-page';
import { Studio } from './pages/studio';
import { ThirdPartyFeatures } from './pages/third-party';

/** The one fixtures file: page objects for every spec. */
export const test = base.extend<{ storefront: StorefrontPage; signInDialog: SignInDialog; listing: ListingPage; reviewsPanel: ReviewsPanel; chatbot: Chatbot; imageSearch: ImageSearch; staffTools: StaffTools; studio: Studio; layoutShifts: LayoutShifts; productPage: ProductPage; dataLayer: DataLayer; styleTogether: BundleSection; customisation: CustomisationForm; productExtras: ProductExtras; thirdParty: ThirdPartyFeatures; basket: BasketPage; expressWallet: ExpressWallet }>({
  storefront: async ({ page }, use) => {
    await use(new StorefrontPage(page));
  },
  signInDialog: async ({ page }, use) => {
    await use(new SignInDialog(page));
  },
  listing: async ({ page }, use) => {
    await use(new ListingPage(page));
  },
  reviewsPanel: async ({ page }, use) => {
    await use(new ReviewsPanel(page));
  },
  chatbot: async ({ page }, use) => {
    await use(new Chatbot(page));
  },
  imageSearch: async ({ page }, use) => {
    await use(new ImageSearch(page));
  },
  staffTools: async ({ page }, use) => {
    await use(new StaffTools(page));
  },
  studio: async ({ page }, use) => {
    await use(new Studio(page));
  },
  layoutShifts: async ({ page }, use) => {
    await use(new LayoutShifts(page));
  },
  productPage: async ({ page }, use) => {
    await use(new ProductPage(page));
  },
  dataLayer: async ({ page }, use) => {
    await use(new DataLayer(page));
  },
  styleTogether: async ({ page }, use) => {
    await use(new BundleSection(page.getByTestId('style-together').first()));
  },
  customisation: async ({ page }, use) => {
    await use(new CustomisationForm(page));
  },
  productExtras: async ({ page }, use) => {
    await use(new ProductExtras(page));
  },
  thirdParty: async ({ page }, use) => {
    await use(new ThirdPartyFeatures(page));
  },
  basket: async ({ page }, use) => {
    await use(new BasketPage(page));
  },
  expressWallet: async ({ page }, use) => {
    await use(new ExpressWallet(page));
  },
});

export { expect } from '@playwright/test';
