import { GiftWithPurchaseBox } from '../shared/product/ui/GiftWithPurchaseBox';
import { ResponsiveImage } from '../shared/ResponsiveImage';
import { LineControls } from './LineControls.client';
import type { BasketLineView } from './model';
import styles from './BasketPage.module.css';

const IMAGE_RATIO = 2 / 3;

/** One line of the bag: picture, what it is, its price and stock standing, and its controls. */
export function BasketLine({ line, eager }: { line: BasketLineView; eager: boolean }) {
  const outOfStock = line.stock.kind === 'out';
  return (
    <li className={styles.line} data-testid="basket-line" data-sku={line.sku} data-customisation-key={line.customisationKey} data-out-of-stock={outOfStock || undefined}>
      <a className={styles.lineImage} href={line.url} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage src={line.image.src} alt="" aspectRatio={IMAGE_RATIO} widths={[120, 180, 240, 320]} sizes="(max-width: 767px) 104px, 148px" eager={eager} />
      </a>
      <div className={styles.lineBody}>
        <div className={styles.lineHead}>
          <div>
            <p className={styles.lineBrand}>{line.brand}</p>
            <h2 className={styles.lineName}>
              <a href={line.url}>{line.name}</a>
            </h2>
          </div>
          <p className={styles.linePrice} data-testid="basket-line-total">
            {outOfStock ? <span className={styles.struck}>{line.lineTotal}</span> : line.lineTotal}
          </p>
        </div>
        <dl className={styles.lineFacts}>
          <div>
            <dt>Colour</dt>
            <dd data-testid="basket-line-colour">{line.colour}</dd>
          </div>
          {line.size ? (
            <div>
              <dt>Size</dt>
              <dd data-testid="basket-line-size">{line.size}</dd>
            </div>
          ) : null}
          {line.customisation.map((entry) => (
            <div key={entry.label} data-testid="basket-line-customisation">
              <dt>{entry.label}</dt>
              <dd>{entry.value}</dd>
            </div>
          ))}
          <div>
            <dt>Price</dt>
            <dd data-testid="basket-line-unit-price">{line.unitPrice}</dd>
          </div>
        </dl>
        {line.stock.kind !== 'in-stock' ? (
          <p className={outOfStock ? styles.stockOut : styles.stockLow} data-testid="basket-line-stock">
            {line.stock.message}
          </p>
        ) : null}
        {line.lowered ? (
          <p className={styles.lowered} role="status" data-testid="basket-line-lowered">
            {line.lowered}
          </p>
        ) : null}
        {line.gift ? <GiftWithPurchaseBox gift={line.gift} variant="basket" /> : null}
        <LineControls line={{ sku: line.sku, customisationKey: line.customisationKey }} name={line.name} quantity={line.quantity} maxQuantity={outOfStock ? 0 : line.maxQuantity} />
      </div>
    </li>
  );
}
