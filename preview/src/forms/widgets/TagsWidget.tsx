'use client';

import { useState, type KeyboardEvent } from 'react';
import styles from '../Forms.module.css';
import type { WidgetOf } from './types';

/** The items a message names ("Item 3: …"), so their chips can be marked. */
function itemsInError(errors: readonly string[]): Set<number> {
  return new Set(errors.flatMap((message) => (/^Item (\d+):/.exec(message) ? [Number(/^Item (\d+):/.exec(message)![1]) - 1] : [])));
}

/** A list of short texts (product keys, departments): Enter or a comma adds, × removes. */
export function TagsWidget({ field, value, onChange, inputId, describedBy, invalid, errors, disabled }: WidgetOf<'tags'>) {
  const items = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const [draft, setDraft] = useState('');
  const full = field.maxItems !== undefined && items.length >= field.maxItems;
  const marked = itemsInError(errors);

  const emit = (next: string[]) => onChange(next.length ? next : undefined);
  const add = (text: string) => {
    const fresh = text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !items.includes(part));
    const room = field.maxItems === undefined ? fresh.length : Math.max(0, field.maxItems - items.length);
    if (fresh.length) emit([...items, ...[...new Set(fresh)].slice(0, room)]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && items.length) {
      emit(items.slice(0, -1));
    }
  };

  return (
    <div className={styles.tags}>
      {items.length ? (
        <ul className={styles.tagList} aria-label={`${field.label}: ${items.length} item${items.length === 1 ? '' : 's'}`}>
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className={`${styles.tag} ${marked.has(index) ? styles.tagInvalid : ''}`}>
              <span>{item}</span>
              <button
                type="button"
                className={styles.tagRemove}
                aria-label={`Remove ${item}`}
                disabled={disabled}
                onClick={() => emit(items.filter((_, at) => at !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.inline}>
        <input
          id={inputId}
          type="text"
          className={styles.input}
          value={draft}
          disabled={disabled || full}
          placeholder={full ? `At most ${field.maxItems}` : 'Type and press Enter'}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => (event.target.value.includes(',') ? add(event.target.value) : setDraft(event.target.value))}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && add(draft)}
        />
        {field.maxItems !== undefined ? (
          <span className={styles.counter} aria-hidden="true">
            {items.length} / {field.maxItems}
          </span>
        ) : null}
      </div>
    </div>
  );
}
