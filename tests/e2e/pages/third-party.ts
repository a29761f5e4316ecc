import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { siteRequest, siteUrl, type SiteId } from '../sites';
import { findListedProduct, type ListedProduct } from './listed-products';


/**
 * The product page's third-party features (P §2, §7): the 3D viewer, virtual try-on, the fit
 * widget, product content by EAN and the external review form, each in its provider's frame or
 * answer (the embedded providers this server runs).
 */
export class ThirdPartyFeatures {
  constructor(readonly page: Page) {}

  /** The first product of a listing (a category path or /search?q=) that `matches`. */
  findProduct(site: SiteId, listing: string, matches: (product: ListedProduct) => boolean): Promise<ListedProduct> {
    return findListedProduct(this.page, site, listing, matches);
  }

  async open(site: SiteId, product: ListedProduct): Promise<void> {
    await this.page.goto(siteUrl(site, new URL(product.url, 'http://x').pathname));
    await expect(this.page.getByTestId('product-page')).toBeVisible();
  }

  /** A feature's button once its code has taken over (the island swapped it in). */
  button(testId: 'viewer-3d-button' | 'try-on-button' | 'size-fit-button' | 'write-review-button'): Locator {
    return this.page.getByTestId(testId);
  }

  /** Presses a feature's button once its code has taken over from the server-drawn one (no race with the swap). */
  async press(testId: Parameters<ThirdPartyFeatures['button']>[0]): Promise<void> {
    const island = this.page.locator('[data-third-party]').filter({ has: this.page.getByTestId(testId) });
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-ready', 'true');
    await this.button(testId).click();
  }

  get viewerModal(): Locator {
    return this.page.getByTestId('viewer-3d-modal');
  }

  get viewerFrame(): FrameLocator {
    return this.viewerModal.frameLocator('iframe');
  }

  get tryOnLayer(): Locator {
    return this.page.getByTestId('try-on-layer');
  }

  get tryOnFrame(): FrameLocator {
    return this.tryOnLayer.frameLocator('iframe');
  }

  get tryOnUnavailable(): Locator {
    return this.page.getByTestId('try-on-unavailable');
  }

  get sizeFit(): Locator {
    return this.page.getByTestId('size-fit');
  }

  get productContent(): Locator {
    return this.page.getByTestId('product-content');
  }

  get reviewFormModal(): Locator {
    return this.page.getByTestId('review-form-modal');
  }

  get reviewFrame(): FrameLocator {
    return this.reviewFormModal.frameLocator('iframe');
  }

  /** Scrolls down the page until the product content has come near the screen and loaded. */
  async scrollToProductContent(): Promise<void> {
    await this.page.locator('[data-third-party="productContent"]').scrollIntoViewIfNeeded();
  }

  static async apiGet(request: APIRequestContext, site: SiteId, path: string): Promise<{ status: number; body: unknown }> {
    const { url, headers } = siteRequest(site, path);
    const response = await request.get(url, { headers: { ...headers, connection: 'close' } });
    return { status: response.status(), body: await response.json().catch(() => undefined) };
  }
}
