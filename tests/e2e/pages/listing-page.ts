import type { Locator, Page } from '@playwright/test';

/** A category or search listing: filter bar, sort, next-day toggle, grid and paging. */
export class ListingPage {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId('listing-page');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The grid's product cards, sponsored ones left out (they show first on a category's page 1). */
  get cards(): Locator {
    return this.page.getByTestId('product-grid').locator(':scope > li:not([data-testid="sponsored-product"])').getByTestId('product-card');
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

  async productKeys(): Promise<string[]> {
    return this.cards.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-key') ?? ''));
  }
}
