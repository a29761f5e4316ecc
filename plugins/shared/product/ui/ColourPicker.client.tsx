'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { colourDropdownMaxHeight, swatchPickerSize, type ProductFamily } from '../rules/colour-picker';
import styles from './VariantPicker.module.css';

export interface ColourChoice {
  colour: string;
  label: string;
  swatchHex: string;
  /** The colour's photograph sized for a tall swatch (`swatchPhotoUrl`); undefined where the picker shows dots. */
  photoUrl: string | undefined;
  isOnStock: boolean;
}

interface ColourPickerProps {
  choices: readonly ColourChoice[];
  chosen: string | undefined;
  family: ProductFamily;
  onChoose: (colour: string) => void;
}

/** More colours than this make the picker a dropdown: a sixth 60 px photo swatch wraps the row in the dialog. */
export const COLOUR_SWATCHES_MAX = 5;

function Swatch({ choice, family }: { choice: ColourChoice; family: ProductFamily }) {
  const size = swatchPickerSize(family, true);
  if (choice.photoUrl && size.height !== size.width) {
    return <img className={styles.swatchImage} src={choice.photoUrl} alt="" width={size.width} height={size.height} />;
  }
  return <span className={styles.swatchDot} style={{ background: choice.swatchHex }} />;
}

/** Colour, picked from swatches (34 px dots, or 60×90 photos for clothing and home: L §9) or, with many colours, a dropdown. */
export function ColourPicker({ choices, chosen, family, onChoose }: ColourPickerProps) {
  const current = choices.find((choice) => choice.colour === chosen);
  const legend = `Colour: ${current?.label ?? 'choose'}`;
  if (choices.length > COLOUR_SWATCHES_MAX) return <ColourDropdown choices={choices} current={current} family={family} onChoose={onChoose} legend={legend} />;
  return (
    <fieldset className={styles.options}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <button
          key={choice.colour}
          type="button"
          className={styles.swatch}
          aria-pressed={choice.colour === chosen}
          aria-label={`${choice.label}${choice.isOnStock ? '' : ' (out of stock)'}`}
          data-sold-out={choice.isOnStock ? undefined : 'true'}
          onClick={() => onChoose(choice.colour)}
        >
          <Swatch choice={choice} family={family} />
        </button>
      ))}
    </fieldset>
  );
}

/** The colour dropdown (L §4): opens and closes, closes on an outside click or Escape; 155 px tall at most in quick add (L §9). */
function ColourDropdown({ choices, current, family, onChoose, legend }: { choices: readonly ColourChoice[]; current: ColourChoice | undefined; family: ProductFamily; onChoose: (colour: string) => void; legend: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  return (
    <div className={styles.dropdown} ref={root} onKeyDown={(event) => {
      if (event.key === 'Escape' && open) {
        // Escape closes the dropdown, not the whole quick-add dialog.
        event.stopPropagation();
        event.preventDefault();
        setOpen(false);
      }
    }}>
      <span className={styles.legend} id={`${listId}-label`}>{legend}</span>
      <button type="button" className={styles.dropdownButton} aria-haspopup="listbox" aria-expanded={open} aria-controls={listId} aria-labelledby={`${listId}-label`} onClick={() => setOpen((value) => !value)}>
        {current ? <Swatch choice={{ ...current, photoUrl: undefined }} family="other" /> : null}
        <span>{current?.label ?? 'Choose a colour'}</span>
      </button>
      {open ? (
        <ul id={listId} role="listbox" aria-label="Colours" className={styles.dropdownList} style={{ maxHeight: colourDropdownMaxHeight(true) }}>
          {choices.map((choice) => (
            <li
              key={choice.colour}
              role="option"
              aria-selected={choice.colour === current?.colour}
              tabIndex={0}
              data-sold-out={choice.isOnStock ? undefined : 'true'}
              onClick={() => {
                onChoose(choice.colour);
                setOpen(false);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                onChoose(choice.colour);
                setOpen(false);
              }}
            >
              <Swatch choice={{ ...choice, photoUrl: undefined }} family={family === 'beauty' ? 'beauty' : 'other'} />
              <span>{choice.label}{choice.isOnStock ? '' : ' (out of stock)'}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
