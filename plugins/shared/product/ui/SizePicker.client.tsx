'use client';

import { useId } from 'react';
import { usesSizeDropdown } from '../rules/sizes';
import styles from './VariantPicker.module.css';

export interface SizeChoice {
  size: string;
  isOnStock: boolean;
}

interface SizePickerProps {
  choices: readonly SizeChoice[];
  chosen: string | undefined;
  onChoose: (size: string) => void;
}

/** Size, picked from buttons or, above 10 sizes, a dropdown (L §9); sold-out sizes are marked. */
export function SizePicker({ choices, chosen, onChoose }: SizePickerProps) {
  const selectId = useId();
  if (usesSizeDropdown(choices.length)) {
    return (
      <div className={styles.options}>
        <label className={styles.legend} htmlFor={selectId}>
          Size
        </label>
        <select id={selectId} className={styles.sizeSelect} value={chosen ?? ''} onChange={(event) => onChoose(event.target.value)}>
          <option value="" disabled>
            Choose a size
          </option>
          {choices.map((choice) => (
            <option key={choice.size} value={choice.size} disabled={!choice.isOnStock}>
              {choice.size}
              {choice.isOnStock ? '' : ' (out of stock)'}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <fieldset className={styles.options}>
      <legend>Size</legend>
      {choices.map((choice) => (
        <button
          key={choice.size}
          type="button"
          className={styles.sizeOption}
          aria-pressed={choice.size === chosen}
          data-sold-out={choice.isOnStock ? undefined : 'true'}
          onClick={() => onChoose(choice.size)}
        >
          {choice.size}
          {choice.isOnStock ? null : <span className="visually-hidden"> (out of stock)</span>}
        </button>
      ))}
    </fieldset>
  );
}
