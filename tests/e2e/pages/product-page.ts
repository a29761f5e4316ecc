import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { siteRequest, type SiteId } from '../sites';

/** The product page (/product/{slug}, /premier/{slug}): its heading, gallery and buy box. */
export class ProductPage {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId('product-page');
  }

  get heading(): Locator {
    return this.root.getByRole('heading', { level: 1 });
  }

  /** The gallery's first picture (of the colour shown). */
  get mainImage(): Locator {
    return this.root.getByTestId('product-gallery').getByRole('group', { name: /^1 of \d+$/ }).getByRole('img').first();
  }

  get gallery(): Locator {
    return this.root.getByTestId('product-gallery');
  }

  /** The gallery's first film (of the colour shown), drawn with its poster. */
  get galleryVideo(): Locator {
    return this.gallery.locator('video').first();
  }

  /** The button over a film's poster that starts it (and brings its controls). */
  get playVideo(): Locator {
    return this.gallery.getByRole('button', { name: 'Play video' });
  }

  /**
   * Brings the gallery's slide `position` (1-based) on screen as a shopper would: its thumbnail on
   * desktop; on a phone, where a swipe moves, the Next arrow from the keyboard.
   */
  async showSlide(position: number): Promise<void> {
    const thumbnail = this.gallery.getByRole('button', { name: new RegExp(`^Show image ${position} of \\d+$`) });
    if (await thumbnail.isVisible()) {
      await thumbnail.click();
    } else {
      const next = this.gallery.getByRole('button', { name: 'Next image' });
      for (let shown = 1; shown < position; shown += 1) {
        await next.focus();
        await this.page.keyboard.press('Enter');
        await expect(this.gallery.getByText(new RegExp(`^Image ${shown + 1} of \\d+$`))).toBeAttached();
      }
    }
    await expect(this.gallery.getByText(new RegExp(`^Image ${position} of \\d+$`))).toBeAttached();
  }

  /** The slide (1-based) of the gallery's first film. */
  async videoSlidePosition(): Promise<number> {
    const label = await this.gallery.getByRole('group', { name: /^\d+ of \d+$/ }).filter({ has: this.page.locator('video') }).first().getAttribute('aria-label');
    return Number(/^(\d+)/.exec(label ?? '')?.[1]);
  }

  get buyBox(): Locator {
    return this.root.getByTestId('buy-box');
  }

  get colours(): Locator {
    return this.buyBox.getByRole('group', { name: /^Colour/ }).getByRole('button');
  }

  get sizes(): Locator {
    return this.buyBox.getByRole('group', { name: 'Size' }).getByRole('button');
  }

  get addToBasket(): Locator {
    return this.buyBox.getByTestId('add-to-basket');
  }

  get status(): Locator {
    return this.buyBox.getByTestId('buy-box-status');
  }

  get heart(): Locator {
    return this.buyBox.getByTestId('wishlist-heart');
  }

  get stickyBar(): Locator {
    return this.page.getByTestId('sticky-add-bar');
  }

  get bagLink(): Locator {
    return this.page.getByTestId('bag-link');
  }

  /** The colour the buy box shows (its machine's, once loaded). */
  async colour(): Promise<string | null> {
    return this.buyBox.getAttribute('data-colour');
  }

  /** Waits until the buy box runs on its machine (the link's colour applied). */
  async expectInteractive(): Promise<void> {
    await expect(this.buyBox).toHaveAttribute('data-ready', 'true');
  }

  /** Chooses the first colour other than the one shown that is in stock. */
  async chooseAnotherColour(): Promise<string> {
    const label = (await this.colours.and(this.page.locator('[aria-pressed="false"]:not([data-sold-out])')).first().getAttribute('aria-label')) ?? '';
    const swatch = this.colours.and(this.page.locator(`[aria-label="${label}"]`));
    await swatch.click();
    await expect(swatch).toHaveAttribute('aria-pressed', 'true');
    return label;
  }

  async chooseFirstSizeInStock(): Promise<string> {
    const text = ((await this.sizes.and(this.page.locator(':not([data-sold-out])')).first().textContent()) ?? '').trim();
    const size = this.sizes.filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'true');
    return text;
  }
}

/** Product page URLs of a site, from the JSON-LD item lists of its category listings (as search engines read them). */
export async function listedProductUrls(request: APIRequestContext, site: SiteId, listings: readonly string[]): Promise<string[]> {
  const urls = new Set<string>();
  for (const path of listings) {
    const { url, headers } = siteRequest(site, path);
    const response = await request.get(url, { headers });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      const data = JSON.parse(json!) as { '@type'?: string; itemListElement?: Array<{ url?: string }> };
      if (data['@type'] !== 'ItemList') continue;
      for (const item of data.itemListElement ?? []) if (item.url) urls.add(new URL(item.url).pathname + new URL(item.url).search);
    }
  }
  return [...urls];
}
