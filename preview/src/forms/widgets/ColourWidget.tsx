'use client';

import styles from '../Forms.module.css';
import type { WidgetOf } from './types';

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The colour picker needs #rrggbb. */
function sixDigits(hex: string): string {
  return hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
}

/** A hex colour: typed (#rgb or #rrggbb) or picked, with a swatch; emptied, it is cleared. */
export function ColourWidget({ field, value, onChange, inputId, describedBy, invalid, disabled }: WidgetOf<'colour'>) {
  const text = typeof value === 'string' ? value : '';
  const valid = HEX.test(text);
  return (
    <div className={styles.inline}>
      <input
        type="color"
        aria-label={`${field.label}: pick a colour`}
        className={`${styles.swatch} ${valid ? '' : styles.swatchEmpty}`}
        title={valid ? undefined : 'No colour set'}
        value={valid ? sixDigits(text).toLowerCase() : '#ffffff'}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={inputId}
        type="text"
        className={`${styles.input} ${styles.mono} ${styles.hex}`}
        placeholder="#rrggbb"
        spellCheck={false}
        value={text}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value.trim() === '' ? undefined : event.target.value.trim())}
      />
      {text ? (
        <button type="button" className={styles.linkButton} disabled={disabled} onClick={() => onChange(undefined)}>
          Clear<span className={styles.visuallyHidden}> {field.label}</span>
        </button>
      ) : null}
    </div>
  );
}
