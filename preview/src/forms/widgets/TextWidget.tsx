'use client';

import styles from '../Forms.module.css';
import type { WidgetOf } from './types';

const PLACEHOLDERS: Partial<Record<string, string>> = {
  url: '/pages/summer-edit or https://…',
  slug: 'summer-edit',
};

/** Short and long text, slugs, URLs and markdown: a text box; emptied, the field is cleared. */
export function TextWidget({ field, value, onChange, inputId, describedBy, invalid, disabled }: WidgetOf<'text' | 'slug' | 'url' | 'textarea' | 'markdown'>) {
  const text = typeof value === 'string' ? value : '';
  const multiline = field.widget === 'textarea' || field.widget === 'markdown';
  const common = {
    id: inputId,
    value: text,
    disabled,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': field.required || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value === '' ? undefined : event.target.value),
  };
  const counter =
    field.maxLength !== undefined ? (
      <span className={`${styles.counter} ${text.length > field.maxLength ? styles.counterOver : ''}`} aria-hidden="true">
        {text.length} / {field.maxLength}
      </span>
    ) : null;
  return (
    <div className={styles.textWrap}>
      {multiline ? (
        <textarea {...common} className={`${styles.input} ${styles.textarea} ${field.widget === 'markdown' ? styles.mono : ''}`} rows={field.widget === 'markdown' ? 8 : 4} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={field.widget === 'url' ? 'url' : undefined}
          spellCheck={field.widget === 'url' || field.widget === 'slug' ? false : undefined}
          placeholder={PLACEHOLDERS[field.widget]}
          className={`${styles.input} ${field.widget === 'slug' || field.widget === 'url' ? styles.mono : ''}`}
        />
      )}
      {counter}
      {field.widget === 'markdown' ? <span className={styles.hint}>Markdown: **bold**, *italic*, [link](/pages/sale), - list</span> : null}
    </div>
  );
}
