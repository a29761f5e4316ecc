'use client';

import { useContext, useEffect } from 'react';
import type { ColourVariantSummary } from '@storefront/catalogue/types';
import { cardRules } from '../../shared/product/rules/constants';
import { SwatchPicker } from '../../shared/product/ui/CardSwatches.client';
import { useSwatchFit } from '../../shared/product/ui/use-swatch-fit';
import { ListingCardsContext } from './listing-cards-context';

export interface ListingSwatchesProps {
  /** The card's key in the grid (a product shows twice when it is also sponsored). */
  cardKey: string;
  variants: ReadonlyArray<Pick<ColourVariantSummary, 'colour' | 'colourLabel' | 'swatchHex'>>;
  /** The server drew the gift badge, which a card too narrow must not show (L §5). */
  showsGiftBadge: boolean;
}

/**
 * The swatch row of a listing card the server drew: the one part of it the browser measures
 * (how many swatches fit). A pick, or a width too narrow for the gift badge the server drew,
 * hands the card over to the browser's card.
 */
export function ListingSwatches({ cardKey, variants, showsGiftBadge }: ListingSwatchesProps) {
  const cards = useContext(ListingCardsContext);
  const { ref, fit, width } = useSwatchFit(variants.length);
  useEffect(() => {
    if (!showsGiftBadge || width === undefined) return;
    // As showsGiftWithPurchaseBadge decides, without its module in the page's first load.
    if (width < cardRules.giftBadgeMinImageWidthPx) cards?.takeOver(cardKey, { picked: undefined, width });
  }, [cards, cardKey, showsGiftBadge, width]);
  return <SwatchPicker variants={variants} fit={fit} picked={undefined} onPick={(colour) => cards?.takeOver(cardKey, { picked: colour, width })} rowRef={ref} onReach={cards?.preload} />;
}
