import { expect, type Locator, type Page } from '@playwright/test';

/** A category or search listing: filter bar, sort, next-day toggle, grid and paging. */
export class ListingPage {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId('listing-page');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /**
   * The grid's organic product cards on screen, sponsored ones left out (they show first on a
   * category's page 1, and a result shown as sponsored is not repeated below).
   */
  get cards(): Locator {
    return this.organicItems.getByTestId('product-card');
  }

  private get organicItems(): Locator {
    return this.page.getByTestId('product-grid').locator(':scope > li[data-position]').filter({ visible: true });
  }

  /** Every product card on screen, sponsored ones included. */
  get allCards(): Locator {
    return this.page.getByTestId('product-grid').locator(':scope > li').filter({ visible: true }).getByTestId('product-card');
  }

  /** The sponsored products at the top of the grid. */
  get sponsored(): Locator {
    return this.page.getByTestId('product-grid').getByTestId('sponsored-product');
  }

  get total(): Locator {
    return this.page.getByTestId('result-total');
  }

  get sort(): Locator {
    return this.page.getByRole('combobox', { name: 'Sort by' });
  }

  get nextDay(): Locator {
    return this.page.getByRole('switch', { name: 'Next day delivery' });
  }

  get loadMore(): Locator {
    return this.page.getByRole('button', { name: 'Load more' });
  }

  get loadPrevious(): Locator {
    return this.page.getByRole('button', { name: 'Load previous' });
  }

  get selectedFilters(): Locator {
    return this.page.getByRole('group', { name: 'Selected filters' });
  }

  get noResults(): Locator {
    return this.page.getByTestId('no-results');
  }

  facetButton(label: string): Locator {
    return this.page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: new RegExp(`^${label}`) });
  }

  get facetDropdown(): Locator {
    return this.page.locator('#facet-dropdown');
  }

  /** The term button of the open dropdown (or of the mobile panel). */
  term(scope: Locator, label: string | RegExp): Locator {
    return scope.getByRole('button', { name: label });
  }

  get mobileFilterButton(): Locator {
    return this.page.getByRole('button', { name: /^Filter & sort/ });
  }

  get mobilePanel(): Locator {
    return this.page.getByRole('dialog', { name: 'Filter and sort' });
  }

  /** The total as a number (1,000+ reads as 1000). */
  async totalCount(): Promise<number> {
    const text = (await this.total.textContent()) ?? '';
    return Number(text.replace(/[^0-9]/g, ''));
  }

  /**
   * The results on screen in result order: organic cards by their position, and the sponsored
   * cards that stand in for a page-1 result at that result's position.
   */
  async results(): Promise<Array<{ position: number; key: string; name: string; pdpURL: string }>> {
    const rows = await this.page
      .getByTestId('product-grid')
      .locator(':scope > li[data-position], :scope > li[data-result-position]')
      .filter({ visible: true })
      .evaluateAll((items) =>
        items.map((item) => {
          const card = item.querySelector('[data-testid="product-card"]')!;
          const link = card.querySelector('h3 a') as HTMLAnchorElement;
          const position = Number(item.getAttribute('data-position') ?? item.getAttribute('data-result-position'));
          return { position, key: card.getAttribute('data-product-key') ?? '', name: link.textContent?.trim() ?? '', pdpURL: link.href };
        }),
      );
    return rows.sort((a, b) => a.position - b.position);
  }

  /** Results `from` to `to` are on screen, each once (paging and sponsored cards included). */
  async expectResults(from: number, to: number): Promise<void> {
    const expected = Array.from({ length: to - from + 1 }, (_, index) => from + index);
    // Polled: a page loading before or after is still arriving (and rendering 120 cards on a
    // busy 2-core machine takes seconds).
    await expect.poll(async () => (await this.results()).map((result) => result.position), { timeout: 20_000 }).toEqual(expected);
  }

  async productKeys(): Promise<string[]> {
    return this.cards.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-key') ?? ''));
  }
}
