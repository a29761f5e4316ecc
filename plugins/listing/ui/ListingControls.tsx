import type { SortOption } from '../model/listing-types';
import styles from './Listing.module.css';

/**
 * The listing's sort menu and next-day switch (L §4), free of hooks: the filter bar's code shows
 * them live, and the server draws them (inert) in the bar it paints before that code arrives.
 */
export function SortSelect({ value, options, onChange }: { value: string; options: readonly SortOption[]; onChange?: ((value: string) => void) | undefined }) {
  return (
    <label className={styles.sort}>
      <span className={styles.visuallyHidden}>Sort by</span>
      <select
        {...(onChange ? { value, onChange: (event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value) } : { defaultValue: value, disabled: true })}
        aria-label="Sort by"
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function NextDaySwitch({ checked, onChange }: { checked: boolean; onChange?: ((value: boolean) => void) | undefined }) {
  return (
    <label className={styles.nextDay}>
      <input
        type="checkbox"
        role="switch"
        {...(onChange ? { checked, onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.checked) } : { defaultChecked: checked, disabled: true })}
      />
      <span>Next day delivery</span>
    </label>
  );
}
