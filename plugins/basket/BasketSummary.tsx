import type { ReactNode } from 'react';
import { BASKET_TEXTS, type BasketView } from './model';
import styles from './BasketPage.module.css';

/** The totals, what stops payment, and where the express wallet's button goes when the bag can be paid for. */
export function BasketSummary({ view, expressWallet }: { view: BasketView; expressWallet?: ((cartId: string) => ReactNode) | undefined }) {
  const { summary } = view;
  return (
    <aside className={styles.summary} aria-labelledby="basket-summary-title" data-testid="basket-summary">
      <h2 id="basket-summary-title" className={styles.summaryTitle}>
        {BASKET_TEXTS.summaryTitle}
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal{summary.itemCount > 0 ? ` (${BASKET_TEXTS.itemCount(summary.itemCount)})` : ''}</dt>
          <dd data-testid="basket-subtotal">{summary.subtotal}</dd>
        </div>
        {summary.delivery ? (
          <div>
            <dt>
              {summary.delivery.name}
              <span className={styles.deliveryTime}>{summary.delivery.description}</span>
            </dt>
            <dd data-testid="basket-delivery">{summary.delivery.price}</dd>
          </div>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>Total</dt>
          <dd data-testid="basket-total">{summary.total}</dd>
        </div>
      </dl>
      {summary.deliveryNote ? <p className={styles.deliveryNote}>{summary.deliveryNote}</p> : null}
      {view.blocked ? (
        <p className={styles.blocked} role="alert" data-testid="basket-blocked">
          {view.blocked}
        </p>
      ) : null}
      {view.payable && view.cartId ? (
        <div className={styles.wallet} data-testid="basket-express-wallet" data-cart-id={view.cartId}>
          {expressWallet?.(view.cartId)}
        </div>
      ) : null}
      <p className={styles.reassurance}>{BASKET_TEXTS.reserved}</p>
    </aside>
  );
}
