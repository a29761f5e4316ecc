import type { ColourVariantSummary } from '@storefront/catalogue/types';
import styles from './CardSwatches.module.css';

type Swatch = Pick<ColourVariantSummary, 'colour' | 'colourLabel' | 'swatchHex'>;

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
