import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewsPanelProvider } from '../../reviews-panel/ReviewsPanel.client';
import { QuickAdd } from './QuickAdd.client';
import { RatingButton } from './RatingButton.client';
import { StarRating } from './StarRating';

describe('card buttons in the server’s HTML', () => {
  // Their handlers attach when the card hydrates: until then a press would be lost, so they say they cannot be used yet.
  it('are disabled until the card runs in the browser', () => {
    const quickAdd = renderToStaticMarkup(createElement(QuickAdd, { productId: 'p1', productName: 'Sage midi dress', colour: 'sage', colours: [], familyOf: {} } as never));
    expect(quickAdd).toMatch(/<button[^>]*disabled=""[^>]*data-testid="quick-add"/);
    const rating = renderToStaticMarkup(
      createElement(ReviewsPanelProvider, null, createElement(RatingButton, { stars: createElement(StarRating, { rating: 4.5, count: 12, as: 'span' }), product: { key: 'ABC12345', name: 'Sage midi dress' } as never })),
    );
    expect(rating).toMatch(/<button[^>]*data-testid="rating-button"[^>]*disabled=""|<button[^>]*disabled=""[^>]*data-testid="rating-button"/);
  });
});
