import type { Locator, Page } from '@playwright/test';

/** A listing card's rating button and its badges. */
export class ListingCardDetails {
  constructor(readonly card: Locator) {}

  get ratingButton(): Locator {
    return this.card.getByRole('button', { name: /^Rated [\d.]+ out of 5 from \d+ reviews/ });
  }

  /** The rating the card states: 'Rated 4.2 out of 5 from 90 reviews'. */
  async rating(): Promise<{ average: string; count: string }> {
    const text = (await this.ratingButton.textContent()) ?? '';
    const match = /Rated ([\d.]+) out of 5 from (\d+) reviews/.exec(text);
    if (!match) throw new Error(`No rating in "${text}"`);
    return { average: match[1]!, count: match[2]! };
  }

  get name(): Locator {
    return this.card.getByRole('heading', { level: 3 });
  }

  get imageBadges(): Locator {
    return this.card.getByTestId('image-badge');
  }

  get promo(): Locator {
    return this.card.getByTestId('promo-badge');
  }
}

/** The reviews panel a card's rating opens. */
export class ReviewsPanel {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Reviews of / });
  }

  get average(): Locator {
    return this.dialog.getByTestId('reviews-average');
  }

  get count(): Locator {
    return this.dialog.getByTestId('reviews-count');
  }

  get rows(): Locator {
    return this.dialog.getByTestId('rating-row');
  }

  get closeButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Close reviews' });
  }

  get allReviewsLink(): Locator {
    return this.dialog.getByRole('link', { name: 'Read all reviews' });
  }

  get error(): Locator {
    return this.dialog.getByRole('alert');
  }

  get retry(): Locator {
    return this.dialog.getByRole('button', { name: 'Try again' });
  }

  /** The rating of each bar, top to bottom, and the sum of their counts. */
  async distribution(): Promise<{ ratings: number[]; total: number }> {
    const rows = await this.rows.evaluateAll((items) => items.map((item) => [Number(item.getAttribute('data-rating')), Number(item.getAttribute('data-count'))] as const));
    return { ratings: rows.map(([rating]) => rating), total: rows.reduce((sum, [, count]) => sum + count, 0) };
  }
}
