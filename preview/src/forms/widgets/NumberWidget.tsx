'use client';

import { useState } from 'react';
import styles from '../Forms.module.css';
import type { WidgetOf } from './types';

const format = (value: unknown) => (typeof value === 'number' ? String(value) : '');

function parse(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

/**
 * Whole numbers and decimals. The text is kept while it is not a number yet ("-", "1e"), and
 * only numbers reach the entry; the model's schema says whether one is whole and in range.
 */
export function NumberWidget({ field, value, onChange, inputId, describedBy, invalid, disabled }: WidgetOf<'number'>) {
  const [text, setText] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  // The value changed from outside (undo, another editor): show it.
  if (value !== shown) {
    setShown(value);
    if (parse(text) !== value) setText(format(value));
  }
  const notANumber = parse(text) === null;
  const range = [field.min !== undefined ? `from ${field.min}` : '', field.max !== undefined ? `to ${field.max}` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.inline}>
      <input
        id={inputId}
        type="text"
        inputMode={field.integer ? 'numeric' : 'decimal'}
        className={`${styles.input} ${styles.number}`}
        value={text}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || notANumber || undefined}
        aria-required={field.required || undefined}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parse(event.target.value);
          if (parsed !== null) {
            setShown(parsed);
            onChange(parsed);
          }
        }}
      />
      {range ? <span className={styles.hint}>{field.integer ? 'Whole number' : 'Number'} {range}</span> : null}
      {notANumber ? (
        <span className={styles.localError} role="alert">
          Enter a number
        </span>
      ) : null}
    </div>
  );
}
