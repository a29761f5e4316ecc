'use client';

import { useState } from 'react';
import styles from '../Forms.module.css';
import type { WidgetOf } from './types';

const format = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

function parse(text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: `Not valid JSON: ${(error as Error).message}` };
  }
}

/** A JSON object field: edited as text; only valid JSON reaches the entry, the model's schema checks its shape. */
export function JsonWidget({ field, value, onChange, inputId, describedBy, invalid, disabled }: WidgetOf<'json'>) {
  const [text, setText] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    const parsed = parse(text);
    if (!parsed.ok || JSON.stringify(parsed.value) !== JSON.stringify(value)) setText(format(value));
  }
  const parsed = parse(text);
  return (
    <div className={styles.textWrap}>
      <textarea
        id={inputId}
        className={`${styles.input} ${styles.textarea} ${styles.mono}`}
        rows={Math.min(10, Math.max(3, text.split('\n').length))}
        spellCheck={false}
        value={text}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || !parsed.ok || undefined}
        aria-required={field.required || undefined}
        onChange={(event) => {
          setText(event.target.value);
          const next = parse(event.target.value);
          if (next.ok) {
            setShown(next.value);
            onChange(next.value);
          }
        }}
      />
      {!parsed.ok ? (
        <span className={styles.localError} role="alert">
          {parsed.message}
        </span>
      ) : null}
    </div>
  );
}
