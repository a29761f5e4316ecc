'use client';

import type { RefObject } from 'react';
import type { ColourVariantSummary } from '@storefront/catalogue/types';
import styles from './CardSwatches.module.css';

type Swatch = Pick<ColourVariantSummary, 'colour' | 'colourLabel' | 'swatchHex'>;

export interface SwatchPickerProps {
  variants: readonly Swatch[];
  /** How many swatches fit the card's width; the rest go into '+N' (L §9). */
  fit: { shown: number; more: number };
  /** The colour the shopper picked; none until they pick one. */
  picked: string | undefined;
  onPick: (colour: string) => void;
  /** The row the card measures to fit its swatches. */
  rowRef: RefObject<HTMLDivElement | null>;
  /** The shopper reaches for the swatches (pointer over or focus): what a pick needs can start loading. */
  onReach?: (() => void) | undefined;
}

/** A listing card's swatches (L §3, §9): buttons that change the colour the card shows. */
export function SwatchPicker({ variants, fit, picked, onPick, rowRef, onReach }: SwatchPickerProps) {
  return (
    <div ref={rowRef} className={styles.pickerRow} onPointerEnter={onReach} onFocus={onReach}>
      {variants.length > 1 ? (
        <ul className={styles.picker} aria-label={`${variants.length} colours`}>
          {variants.slice(0, fit.shown).map((variant) => (
            <li key={variant.colour}>
              <button
                type="button"
                className={styles.pickerSwatch}
                style={{ background: variant.swatchHex }}
                aria-pressed={variant.colour === picked}
                aria-label={variant.colourLabel}
                title={variant.colourLabel}
                onClick={() => onPick(variant.colour)}
              />
            </li>
          ))}
          {fit.more > 0 ? (
            <li className={styles.pickerMore} data-testid="more-colours">
              +{fit.more}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
