'use client';

import type { ReactNode } from 'react';
import { ReviewsPanelProvider, useReviewsPanel } from '../../shared/reviews-panel/ReviewsPanel.client';
import { useHydrated } from '../../shared/use-hydrated';

export interface RatingPanelButtonProps {
  productKey: string;
  productName: string;
  /** What the button says to a screen reader. */
  label: string;
  className?: string | undefined;
  /** The rating as drawn by the server (stars, average, count). */
  children: ReactNode;
}

/**
 * The product page's rating as a button that opens the reviews side panel, the same panel listing
 * cards open (its machine and dialog load on the first press). Only this and the panel's small
 * provider reach the page's first-load JavaScript; the rating itself is server-drawn.
 */
export function RatingPanelButton(props: RatingPanelButtonProps) {
  return (
    <ReviewsPanelProvider>
      <Trigger {...props} />
    </ReviewsPanelProvider>
  );
}

function Trigger({ productKey, productName, label, className, children }: RatingPanelButtonProps) {
  const panel = useReviewsPanel();
  // Disabled until it can open the panel: an early press is not swallowed.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-label={label}
      disabled={!hydrated}
      data-testid="pdp-rating-button"
      onClick={(event) => panel?.open({ sku: productKey, name: productName, href: window.location.pathname }, event.currentTarget)}
    >
      {children}
    </button>
  );
}
