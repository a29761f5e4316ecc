'use client';

import styles from '../Forms.module.css';
import type { WidgetOf } from './types';

/** A choice from the field's list; "—" clears it. */
export function SelectWidget({ field, value, onChange, inputId, describedBy, invalid, disabled }: WidgetOf<'select'>) {
  const current = typeof value === 'string' ? value : '';
  const unknown = current !== '' && !field.choices.includes(current);
  return (
    <select
      id={inputId}
      className={`${styles.input} ${styles.select}`}
      value={current}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={field.required || undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    >
      <option value="">—</option>
      {/* A value the list no longer has stays visible so the editor sees what to fix. */}
      {unknown ? <option value={current}>{current} (not a choice)</option> : null}
      {field.choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </select>
  );
}
