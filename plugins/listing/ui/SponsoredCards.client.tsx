'use client';

import type { CardProduct } from '../../shared/product/rules/card-product';
import { ProductCard } from '../../shared/product/ui/ProductCard.client';
import { sponsoredLabel, sponsoredSlots, type SponsoredProduct } from '../rules/sponsored';
import { listingCardImages } from './card-images';
import { CardStaffTools } from './staff-tools-context.client';
import styles from './SponsoredCards.module.css';

export interface SponsoredCardsProps {
  sponsored: readonly SponsoredProduct[];
  /** Where a sponsored product also sits among page 1's results (marked for analytics and tests). */
  resultPositions: ReadonlyMap<string, number>;
  selectedSizes: readonly string[];
  showRatings: boolean;
  onOpen: (product: CardProduct) => void;
  /** How many of the grid's first cards are above the fold (their images load at once). */
  eagerImages: number;
}

/**
 * The sponsored cards at the top of a category grid (L §3, §9): grid items like any product,
 * labelled Sponsored; past the fourth they show on desktop only. The ad info rides on the item
 * for click attribution.
 */
export function SponsoredCards({ sponsored, resultPositions, selectedSizes, showRatings, onOpen, eagerImages }: SponsoredCardsProps) {
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
          >
            <ProductCard
              product={product}
              area="PLP"
              {...listingCardImages}
              selectedSizes={selectedSizes}
              eager={index < eagerImages}
              showRatings={showRatings}
              onOpen={onOpen}
              staffTools={<CardStaffTools productKey={product.key} productName={product.name} />}
            />
            <span className={`${styles.label} ${hasSavingBadge ? styles.belowBadge : ''}`} title={label.title}>
              {label.text}
            </span>
          </li>
        );
      })}
    </>
  );
}
