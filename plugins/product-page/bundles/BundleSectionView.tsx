import type { ChangeEvent } from 'react';
import type { BundleTotal } from '@storefront/machines/bundle-selection';
import type { BundleItemView } from '@storefront/machines/bundleSelection.machine';
import { ResponsiveImage } from '../../shared/ResponsiveImage';
import { bundleTexts, messageText } from './bundles.texts';
import { formatPence } from '@storefront/catalogue/money-format';
import { swatchLimit, totalText, type BundleSectionModel } from './model';
import styles from './BundleSections.module.css';

export interface BundleHandlers {
  onToggle(productKey: string, select: boolean): void;
  onColour(productKey: string, colour: string): void;
  onSize(productKey: string, size: string): void;
  onAdd(): void;
}

export interface BundleSectionViewProps {
  model: BundleSectionModel;
  items: readonly BundleItemView[];
  total: BundleTotal;
  adding: boolean;
  added: boolean;
  addError: string | undefined;
  /** Absent while the server's drawing shows (before the section's code has loaded). */
  handlers?: BundleHandlers | undefined;
}

const IMAGE_WIDTHS = [240, 360, 480, 640] as const;
/** Cards per view (P §9 talent bundle 2 / 4; style together the same, with the next card peeking on phones). */
const SIZES = { talent: '(max-width: 767px) 50vw, 25vw', style: '(max-width: 767px) 47vw, 25vw' } as const;

function priceText(price: { min: number; max: number }): string {
  return price.min === price.max ? formatPence(price.min) : `${formatPence(price.min)} – ${formatPence(price.max)}`;
}

/**
 * One bundle section as the shopper sees it: a row of cards (image, name, price, swatches, size
 * dropdown, a tick to include it), then the total and the add button. The same drawing before
 * and after its code loads; only then do the controls act.
 */
export function BundleSectionView({ model, items, total, adding, added, addError, handlers }: BundleSectionViewProps) {
  const selected = items.filter((item) => item.isSelected).length;
  const limit = swatchLimit[model.kind];
  return (
    <section className={styles.section} data-testid={model.kind === 'talent' ? 'talent-bundle' : 'style-together'} data-bundle-type={model.bundle.bundleType} data-ready={handlers ? 'true' : 'false'} aria-labelledby={`${model.bundle.id}-heading`}>
      <header className={styles.header}>
        <h2 className={styles.heading} id={`${model.bundle.id}-heading`}>
          {model.heading}
        </h2>
        <p className={styles.intro}>{model.kind === 'talent' ? bundleTexts.talentIntro : bundleTexts.styleTogetherIntro}</p>
      </header>
      <ul className={`${styles.track} ${model.kind === 'talent' ? styles.talentTrack : ''}`}>
        {items.map((item) => {
          const card = model.cards.find((entry) => entry.key === item.productKey)!;
          const colour = card.colours.find((entry) => entry.colour === item.colour) ?? card.colours[0]!;
          const shown = card.colours.slice(0, limit);
          const errorId = `${model.bundle.id}-${item.productKey}-messages`;
          return (
            <li key={item.productKey} className={styles.card} data-testid="bundle-item" data-product-key={item.productKey} data-selected={item.isSelected}>
              <div className={styles.media}>
                <a href={card.url} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
                  <ResponsiveImage src={colour.image} alt="" aspectRatio={2 / 3} widths={IMAGE_WIDTHS} sizes={SIZES[model.kind]} className={styles.image} />
                </a>
                <button
                  type="button"
                  className={styles.toggle}
                  aria-pressed={item.isSelected}
                  aria-label={bundleTexts.selectItem(item.name)}
                  aria-describedby={item.messages.length ? errorId : undefined}
                  data-testid="bundle-item-toggle"
                  onClick={handlers ? () => handlers.onToggle(item.productKey, !item.isSelected) : undefined}
                >
                  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="M3.5 8.5l3 3 6-7" />
                  </svg>
                </button>
                {item.productKey === model.currentProductKey ? <span className={styles.thisItem}>{bundleTexts.thisItem}</span> : null}
              </div>
              <div className={styles.info}>
                <p className={styles.brand}>{card.brand}</p>
                <a href={card.url} className={styles.name}>
                  {item.name}
                </a>
                <p className={styles.price} data-testid="bundle-item-price">
                  {priceText(item.price)}
                </p>
                <div className={styles.swatches} role="group" aria-label={`Colours of ${item.name}`}>
                  {shown.map((entry) => (
                    <button
                      key={entry.colour}
                      type="button"
                      className={styles.swatch}
                      style={{ backgroundColor: entry.swatchHex }}
                      aria-label={bundleTexts.colourLabel(entry.label)}
                      aria-pressed={entry.colour === item.colour}
                      data-out-of-stock={item.colours.find((option) => option.colour === entry.colour)?.isOnStock === false || undefined}
                      onClick={handlers ? () => handlers.onColour(item.productKey, entry.colour) : undefined}
                    />
                  ))}
                  {card.colours.length > limit ? (
                    <a className={styles.more} href={card.url}>
                      {bundleTexts.moreColours(card.colours.length - limit)}
                    </a>
                  ) : null}
                </div>
                <select
                  className={styles.size}
                  aria-label={bundleTexts.sizeLabel(item.name)}
                  aria-invalid={item.hasSizeError || undefined}
                  data-testid="bundle-size"
                  {...(handlers ? { value: item.size ?? '', onChange: (event: ChangeEvent<HTMLSelectElement>) => handlers.onSize(item.productKey, event.target.value) } : { defaultValue: item.size ?? '' })}
                >
                  <option value="" disabled>
                    {bundleTexts.selectSize}
                  </option>
                  {item.sizes.map((option) => (
                    <option key={option.size} value={option.size} disabled={!option.isOnStock}>
                      {option.isOnStock ? option.size : `${option.size}${bundleTexts.outOfStockSuffix}`}
                    </option>
                  ))}
                </select>
                <p className={styles.messages} id={errorId} data-testid="bundle-item-messages">
                  {item.messages.map(messageText).join('. ')}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <footer className={styles.footer}>
        <div className={styles.totals}>
          <p className={styles.total}>
            <span>{bundleTexts.total}</span> <strong data-testid="bundle-total">{selected ? totalText(total) : formatPence(0)}</strong>
          </p>
          <p className={styles.count}>{selected ? bundleTexts.selectedCount(selected) : bundleTexts.nothingSelected}</p>
        </div>
        <button type="button" className={styles.add} data-testid="bundle-add" disabled={selected === 0 || adding} aria-busy={adding} onClick={handlers?.onAdd}>
          {bundleTexts.add(selected)}
        </button>
        <p className={styles.status} role="status" aria-live="polite" data-testid="bundle-status">
          {addError ? <span className={styles.error}>{addError}</span> : added ? bundleTexts.added : null}
        </p>
      </footer>
    </section>
  );
}
