'use client';

import styles from '../Forms.module.css';
import type { WidgetOf } from './types';

/** A yes/no field: an unset field shows the model's default. */
export function CheckboxWidget({ field, value, onChange, inputId, describedBy, disabled }: WidgetOf<'checkbox'>) {
  const fallback = field.definition.schema.safeParse(undefined);
  const checked = typeof value === 'boolean' ? value : fallback.success && fallback.data === true;
  return (
    <input
      id={inputId}
      type="checkbox"
      className={styles.checkbox}
      checked={checked}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
