'use client';

import { thumbnailSrc } from './palette-items';
import type { PaletteItem } from './types';
import styles from './studio.module.css';

export interface BlockPaletteProps {
  items: readonly PaletteItem[];
  /** Called with the block's content type when the editor picks it; without it the palette only shows. */
  onAdd?: (contentType: string) => void;
  /** Accessible name of the list. */
  label?: string;
}

/** Every registered block plugin: its name, what it is for, and a thumbnail. */
export function BlockPalette({ items, onAdd, label = 'Blocks' }: BlockPaletteProps) {
  return (
    <ul className={styles.palette} aria-label={label} data-testid="block-palette">
      {items.map((item) => {
        const body = (
          <>
            {/* The thumbnail is decorative: the label next to it names the block. */}
            <img className={styles.paletteThumb} src={thumbnailSrc(item.thumbnail)} alt="" width={64} height={48} />
            <span>
              <span className={styles.paletteLabel}>{item.label}</span>
              <span className={styles.paletteDescription}>{item.description}</span>
            </span>
          </>
        );
        return (
          <li key={item.contentType} data-content-type={item.contentType}>
            {onAdd ? (
              <button type="button" className={styles.paletteItem} onClick={() => onAdd(item.contentType)} aria-label={`Add ${item.label}`}>
                {body}
              </button>
            ) : (
              <div className={styles.paletteItem}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
