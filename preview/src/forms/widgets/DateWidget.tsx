'use client';

import styles from '../Forms.module.css';
import type { WidgetOf } from './types';

interface DateParts {
  date: string;
  time: string;
  /** A time-zone suffix the value had (Z, +01:00), kept when the date or time changes. */
  zone: string;
}

const ISO = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function partsOf(value: unknown): DateParts {
  const match = typeof value === 'string' ? ISO.exec(value) : null;
  return { date: match?.[1] ?? '', time: match?.[2] ?? '', zone: match?.[3] ?? '' };
}

function join({ date, time, zone }: DateParts): string | undefined {
  if (!date) return undefined;
  return time ? `${date}T${time}${zone}` : date;
}

/** A Contentful date: a day, and optionally a time (stored as ISO 8601 text). */
export function DateWidget({ field, value, onChange, inputId, describedBy, invalid, disabled }: WidgetOf<'date'>) {
  const parts = partsOf(value);
  const unreadable = typeof value === 'string' && value !== '' && !parts.date;
  return (
    <div className={styles.inline}>
      <input
        id={inputId}
        type="date"
        className={`${styles.input} ${styles.date}`}
        value={parts.date}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={field.required || undefined}
        onChange={(event) => onChange(join({ ...parts, date: event.target.value }))}
      />
      <input
        type="time"
        aria-label={`${field.label}: time (optional)`}
        className={`${styles.input} ${styles.time}`}
        value={parts.time}
        disabled={disabled || !parts.date}
        onChange={(event) => onChange(join({ ...parts, time: event.target.value }))}
      />
      {unreadable ? <span className={styles.hint}>Stored as “{String(value)}”</span> : null}
    </div>
  );
}
