import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { listedProductUrls } from './product-page';
import type { SiteId } from '../sites';
import { siteUrl } from '../sites';

/** The e2e server's premier member (tests/support/server-env.mjs; the seed creates the account). */
export const PREMIER_MEMBER = { email: 'e2e-member@storefront.test', password: 'e2e-member-password', name: 'Premier Member' };

/** The product page's badges and offers, the premier member's line, staff's tools, and the hybrid page. */
export class ProductExtras {
  constructor(readonly page: Page) {}

  get buyBox(): Locator {
    return this.page.getByTestId('buy-box');
  }

  get priceBadges(): Locator {
    return this.buyBox.getByTestId('pdp-price-badge');
  }

  get promoBadges(): Locator {
    return this.buyBox.getByTestId('pdp-promo-badge');
  }

  get exclusionBadges(): Locator {
    return this.buyBox.getByTestId('pdp-exclusion-badge');
  }

  get imageBadges(): Locator {
    return this.page.getByTestId('pdp-image-badges').getByTestId('pdp-image-badge');
  }

  get rewards(): Locator {
    return this.buyBox.getByTestId('pdp-rewards');
  }

  get memberLine(): Locator {
    return this.buyBox.getByTestId('premier-member');
  }

  get premierSignUp(): Locator {
    return this.buyBox.getByTestId('premier-sign-up');
  }

  get addToBasket(): Locator {
    return this.buyBox.getByTestId('add-to-basket');
  }

  get businessTools(): Locator {
    return this.buyBox.getByRole('button', { name: 'Business tools' });
  }

  get priceTooltip(): Locator {
    return this.page.getByRole('tooltip');
  }

  get listingToolLink(): Locator {
    return this.buyBox.getByRole('link', { name: 'Open in listing tool' });
  }

  get hybridSummary(): Locator {
    return this.page.getByTestId('hybrid-summary');
  }

  /** Signs in on the account page. */
  async signIn(site: SiteId, account: { email: string; password: string; name: string }): Promise<void> {
    await this.page.goto(siteUrl(site, '/account'));
    await this.page.getByLabel('Email address').fill(account.email);
    await this.page.getByLabel('Password').fill(account.password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(this.page.getByRole('heading', { name: `Hello, ${account.name}` })).toBeVisible();
  }

  /** Waits until the buy box runs on its machine (the session and the link applied). */
  async expectInteractive(): Promise<void> {
    await expect(this.buyBox).toHaveAttribute('data-ready', 'true');
  }
}

/** The first listed product page of a kind ('/product/' or '/premier/') among a site's listings. */
export async function firstListedProduct(request: APIRequestContext, site: SiteId, listings: readonly string[], kind: '/product/' | '/premier/'): Promise<string> {
  const url = (await listedProductUrls(request, site, listings)).find((entry) => entry.startsWith(kind));
  expect(url, `a ${kind} product listed`).toBeDefined();
  return url!;
}
