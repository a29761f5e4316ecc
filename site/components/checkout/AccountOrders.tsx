import type { AccountOrderRow } from '@/lib/checkout/order-pages';
import styles from './AccountOrders.module.css';

/** The signed-in shopper's orders on /account, newest first, each leading to its confirmation. */
export function AccountOrders({ orders }: { orders: AccountOrderRow[] }) {
  return (
    <section className={styles.orders} id="orders" aria-labelledby="account-orders">
      <h2 id="account-orders" className={styles.title}>
        Your orders
      </h2>
      {orders.length === 0 ? (
        <div className={styles.empty}>
          <p>You haven’t placed an order yet. When you do, you can follow it here.</p>
          <a className={styles.shop} href="/">
            Start shopping
          </a>
        </div>
      ) : (
        <ol className={styles.list} data-testid="account-orders">
          {orders.map((order) => (
            <li key={order.id}>
              <a className={styles.order} href={order.href} data-testid="account-order" data-order-number={order.number}>
                <span className={styles.number}>
                  <span className={styles.label}>Order</span> {order.number}
                </span>
                <span className={styles.date}>{order.placedOn}</span>
                <span className={styles.status} data-status={order.status}>
                  {order.statusLabel}
                </span>
                <span className={styles.items}>
                  {order.itemCount} item{order.itemCount === 1 ? '' : 's'}
                </span>
                <span className={styles.total}>{order.total}</span>
                <span className={styles.view} aria-hidden="true">
                  View
                </span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
