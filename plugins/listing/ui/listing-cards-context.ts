'use client';

import { createContext } from 'react';

/** Where a server-drawn listing card stood when the browser's card took over from it. */
export interface CardTakeOver {
  picked: string | undefined;
  width: number | undefined;
}

/**
 * What a listing's server-drawn cards ask of the grid (ListingResults): the browser's card, which
 * loads on demand, takes over from one when the shopper picks a colour or when the measured width
 * changes what the card shows.
 */
export interface ListingCards {
  takeOver(cardKey: string, from: CardTakeOver): void;
  /** Starts loading the browser's card (the shopper reaches for a swatch). */
  preload(): void;
}

export const ListingCardsContext = createContext<ListingCards | undefined>(undefined);
