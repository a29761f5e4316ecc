import type { Locator, Page, Response } from '@playwright/test';
import { siteUrl, type SiteId } from '../sites';

/** Any storefront page: header, footer and the CMS blocks in between. */
export class StorefrontPage {
  constructor(readonly page: Page) {}

  async open(site: SiteId, path = '/'): Promise<Response> {
    const response = await this.page.goto(siteUrl(site, path));
    if (!response) throw new Error(`No response for ${path}`);
    return response;
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get homeLink(): Locator {
    return this.header.getByRole('link', { name: /home$/ });
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  get heroBanners(): Locator {
    return this.page.getByTestId('hero-banner');
  }

  get productGrids(): Locator {
    return this.page.getByTestId('product-grid');
  }

  get productCards(): Locator {
    return this.page.getByTestId('product-card');
  }

  get blockWarnings(): Locator {
    return this.page.getByTestId('block-warning');
  }

  get menuButton(): Locator {
    return this.page.getByRole('button', { name: 'Menu' });
  }

  get menu(): Locator {
    return this.page.getByRole('dialog', { name: /menu/ });
  }

  departmentLink(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Departments' }).getByRole('link', { name });
  }

  /** True when every <img> in the locator has loaded real pixels. */
  async imagesLoaded(scope: Locator): Promise<boolean> {
    return scope.locator('img').evaluateAll((images) =>
      (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
    );
  }
}
