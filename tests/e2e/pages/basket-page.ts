import { expect, type Locator, type Page } from '@playwright/test';
import { siteRequest, siteUrl, type SiteId } from '../sites';

/** The bag page (/basket): its lines, their controls, the summary and the empty bag. */
export class BasketPage {
  constructor(readonly page: Page) {}

  async open(site: SiteId = 'hartley') {
    const response = await this.page.goto(siteUrl(site, '/basket'));
    if (!response) throw new Error('No response for /basket');
    return response;
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get lines(): Locator {
    return this.page.getByTestId('basket-line');
  }

  /** The line of a variant; with `customised`, only its line that carries customisation values (or only the one without). */
  line(sku: string, customised?: boolean): Locator {
    const bySku = this.lines.and(this.page.locator(`[data-sku="${sku}"]`));
    if (customised === undefined) return bySku;
    return customised ? bySku.and(this.page.locator(':not([data-customisation-key=""])')) : bySku.and(this.page.locator('[data-customisation-key=""]'));
  }

  quantity(line: Locator): Locator {
    return line.getByTestId('basket-line-quantity');
  }

  increase(line: Locator): Locator {
    return line.getByRole('button', { name: 'Increase quantity' });
  }

  decrease(line: Locator): Locator {
    return line.getByRole('button', { name: 'Decrease quantity' });
  }

  remove(line: Locator): Locator {
    return line.getByRole('button', { name: /^Remove/ });
  }

  moveToWishlist(line: Locator): Locator {
    return line.getByRole('button', { name: /^Move to wishlist/ });
  }

  /** The gift-with-purchase box under a line whose product ships with a gift. */
  giftBox(line: Locator): Locator {
    return line.getByRole('region', { name: 'Free gift included' });
  }

  stockMessage(line: Locator): Locator {
    return line.getByTestId('basket-line-stock');
  }

  lineError(line: Locator): Locator {
    return line.getByTestId('basket-line-error');
  }

  get subtotal(): Locator {
    return this.page.getByTestId('basket-subtotal');
  }

  get delivery(): Locator {
    return this.page.getByTestId('basket-delivery');
  }

  get total(): Locator {
    return this.page.getByTestId('basket-total');
  }

  get expressWallet(): Locator {
    return this.page.getByTestId('basket-express-wallet');
  }

  get blocked(): Locator {
    return this.page.getByTestId('basket-blocked');
  }

  get empty(): Locator {
    return this.page.getByTestId('basket-empty');
  }

  get bagLink(): Locator {
    return this.page.getByTestId('bag-link');
  }

  /** Waits until every line's controls run in the browser (a press before that would do nothing). */
  async expectInteractive(): Promise<void> {
    for (const controls of await this.page.getByTestId('basket-line-controls').all()) await expect(controls).toHaveAttribute('data-ready', 'true');
  }

  /** Sets a line's quantity with its stepper, one press at a time, waiting for each to land. */
  async stepTo(line: Locator, quantity: number): Promise<void> {
    for (;;) {
      const shown = Number(await this.quantity(line).textContent());
      if (shown === quantity) return;
      await (shown < quantity ? this.increase(line) : this.decrease(line)).click();
      await expect(this.quantity(line)).toHaveText(String(shown < quantity ? shown + 1 : shown - 1));
    }
  }
}

/** Pounds text ('£1,234.50') as pence. */
export function pence(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[£,]/g, '')) * 100);
}

export interface BasketReply {
  status: number;
  body: { success?: boolean; message?: string; cart?: { id: string; totalQuantity: number; lineItems: Array<{ variant: { sku: string }; quantity: number; customisationKey: string }> } };
}

/** A JSON POST to the basket API from the page, as its scripts send it (the CSRF cookie's token in the header). */
export async function postBasket(page: Page, path: string, body: unknown, options: { csrf?: boolean } = {}): Promise<BasketReply> {
  return page.evaluate(
    async ({ path, body, csrf }) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((part) => part.startsWith('sf_csrf='))?.slice('sf_csrf='.length) ?? '');
      const response = await fetch(`/_api/basket/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(csrf ? { 'x-csrf-token': token } : {}) },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body, csrf: options.csrf ?? true },
  );
}

export interface VariantRead {
  sku: string;
  colour: string;
  size: string;
  availableQuantity: number;
}

export interface ProductRead {
  id: string;
  url: string;
  variants: VariantRead[];
}

/** A product of the site as quick add reads it (its link and every variant's stock). */
export async function productOf(page: Page, site: SiteId, productId: string): Promise<ProductRead> {
  const { url, headers } = siteRequest(site, `/_api/quickadd/${productId}`);
  const response = await page.request.get(url, { headers });
  expect(response.ok(), productId).toBe(true);
  return ((await response.json()) as { product: ProductRead }).product;
}

/** The product page's link for one variant: the buy box picks its colour and size from it. */
export function variantLink(product: ProductRead, variant: VariantRead): string {
  const path = new URL(product.url, 'http://x').pathname;
  return path.startsWith('/premier/') ? path : `${path}?${new URLSearchParams({ colour: variant.colour, size: variant.size }).toString().replace(/\+/g, '%20')}`;
}

/** The first variant, over the products on the site's home page, that `wanted` accepts. */
export async function findVariant(page: Page, site: SiteId, wanted: (variant: VariantRead) => boolean): Promise<{ product: ProductRead; variant: VariantRead }> {
  const { url, headers } = siteRequest(site, '/');
  const home = await (await page.request.get(url, { headers })).text();
  const keys = [...new Set([...home.matchAll(/data-product-key="([A-Z]{3}\d{5})"/g)].map((match) => match[1]!))];
  for (const key of keys) {
    const product = await productOf(page, site, key);
    const variant = product.variants.find(wanted);
    if (variant) return { product, variant };
  }
  throw new Error(`No variant on ${site}'s home page fits`);
}
