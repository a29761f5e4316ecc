import type { CardPrice } from '../rules/card-product';
import styles from './ProductCard.module.css';

/** A card's price line: the price or the price range, the was-price and, on listing cards, the saving in words. */
export function CardPriceLine({ price, showsSaving }: { price: CardPrice; showsSaving: boolean }) {
  return (
    <p className={styles.price}>
      {price.range ? (
        <span data-testid="price-range">
          <span className={styles.visuallyHidden}>From </span>
          {price.range.from.formatted} – {price.range.to.formatted}
        </span>
      ) : (
        <span className={price.wasPrice ? styles.salePrice : undefined}>
          <span className={styles.visuallyHidden}>{price.wasPrice ? 'Now ' : 'Price '}</span>
          {price.price.formatted}
        </span>
      )}
      {price.wasPrice ? (
        <s className={styles.wasPrice}>
          <span className={styles.visuallyHidden}>Was </span>
          {price.wasPrice.formatted}
        </s>
      ) : null}
      {showsSaving && price.saving ? <span className={styles.saving}>{price.range ? `Up to ${price.saving}% off` : `Save ${price.saving}%`}</span> : null}
    </p>
  );
}
