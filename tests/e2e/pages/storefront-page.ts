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

  /** The font files the document asks the browser to preload, by file name. */
  async preloadedFonts(): Promise<string[]> {
    return this.page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname.split('/').pop()!));
  }

  /** The web font families (not the local fallbacks) the page draws with, once every font it asked for has arrived. */
  async loadedWebFontFamilies(): Promise<string[]> {
    return this.page.evaluate(async () => {
      await document.fonts.ready;
      const families = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/^"|"$/g, ''));
      return families.filter((family) => !family.endsWith(' Fallback'));
    });
  }

  /** True when every <img> in the locator has loaded real pixels. */
  async imagesLoaded(scope: Locator): Promise<boolean> {
    return scope.locator('img').evaluateAll((images) =>
      (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
    );
  }
}
