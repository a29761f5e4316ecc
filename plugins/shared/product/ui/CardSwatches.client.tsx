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
}

/** A listing card's swatches (L §3, §9): buttons that change the colour the card shows. */
export function SwatchPicker({ variants, fit, picked, onPick, rowRef }: SwatchPickerProps) {
  return (
    <div ref={rowRef} className={styles.pickerRow}>
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

const MAX_DOTS = 4;

/** A carousel card's swatches: the first four colours as dots, and '+N' for the rest. */
export function SwatchDots({ variants }: { variants: readonly Swatch[] }) {
  if (variants.length <= 1) return null;
  const dots = variants.slice(0, MAX_DOTS);
  const hidden = variants.length - dots.length;
  return (
    <ul className={styles.dots} aria-label={`${variants.length} colours`}>
      {dots.map((variant) => (
        <li key={variant.colour} title={variant.colourLabel}>
          <span className={styles.dot} style={{ background: variant.swatchHex }} />
          <span className={styles.visuallyHidden}>{variant.colourLabel}</span>
        </li>
      ))}
      {hidden > 0 ? <li className={styles.dotsMore}>+{hidden}</li> : null}
    </ul>
  );
}
