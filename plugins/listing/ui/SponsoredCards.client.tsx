'use client';

import type { ReactNode } from 'react';
import { sponsoredLabel, sponsoredSlots, type SponsoredProduct } from '../rules/sponsored';
import { gridCardKeys } from './grid-card-keys';
import styles from './SponsoredCards.module.css';

export interface SponsoredCardsProps {
  sponsored: readonly SponsoredProduct[];
  /** Where a sponsored product also sits among page 1's results (marked for analytics and tests). */
  resultPositions: ReadonlyMap<string, number>;
  /** The card of a slot, by its key in the grid: the server's, or the browser's once it took over. */
  card: (cardKey: string, slot: SponsoredProduct, index: number) => ReactNode;
}

/**
 * The sponsored cards at the top of a category grid (L §3, §9): grid items like any product,
 * labelled Sponsored; past the fourth they show on desktop only. The ad info rides on the item
 * for click attribution.
 */
export function SponsoredCards({ sponsored, resultPositions, card }: SponsoredCardsProps) {
  return (
    <>
      {sponsoredSlots(sponsored).map(({ product, ad, desktopOnly }, index) => {
        const label = sponsoredLabel(ad);
        const hasSavingBadge = product.colourVariants.some((variant) => variant.percentageSaving);
        return (
          <li
            key={`sponsored-${ad.adId}`}
            className={`${styles.slot} ${desktopOnly ? styles.desktopOnly : ''}`}
            data-testid="sponsored-product"
            data-campaign-id={ad.campaignId}
            data-click-id={ad.clickId}
            data-result-position={resultPositions.get(product.key)}
            data-sponsored-slot={index + 1}
          >
            {card(gridCardKeys.sponsored(ad), { product, ad }, index)}
            <span className={`${styles.label} ${hasSavingBadge ? styles.belowBadge : ''}`} title={label.title}>
              {label.text}
            </span>
          </li>
        );
      })}
    </>
  );
}
