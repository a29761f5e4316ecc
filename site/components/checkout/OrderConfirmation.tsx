import { ResponsiveImage } from '@storefront/plugins/shared/ResponsiveImage.tsx';
import type { ConfirmationLine, OrderConfirmationView } from '@/lib/checkout/order-pages';
import styles from './OrderConfirmation.module.css';

const IMAGE_RATIO = 2 / 3;

const headings: Record<OrderConfirmationView['status'], { title: string; lede: (email: string) => string }> = {
  paid: { title: 'Thank you for your order', lede: (email) => `We’ve sent a confirmation to ${email}, and we’ll email you again when it’s on its way.` },
  pending_payment: { title: 'We’re confirming your payment', lede: (email) => `Your items are reserved. We’ll email ${email} as soon as the payment is confirmed; you will not be charged twice.` },
  payment_refused: { title: 'Your payment was declined', lede: () => 'No money has been taken and your items are back on sale. Return to your bag to pay with another card.' },
};

const Tick = () => (
  <svg className={styles.tick} width="44" height="44" viewBox="0 0 44 44" aria-hidden="true">
    <circle cx="22" cy="22" r="21" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="m13.5 22.5 5.5 5.5 11.5-12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

function Line({ line, eager }: { line: ConfirmationLine; eager: boolean }) {
  const picture = line.image ? <ResponsiveImage src={line.image} alt="" aspectRatio={IMAGE_RATIO} widths={[96, 144, 192, 288]} sizes="(max-width: 767px) 88px, 120px" eager={eager} /> : null;
  return (
    <li className={styles.line} data-testid="order-line">
      {line.url ? (
        <a className={styles.lineImage} href={line.url} tabIndex={-1} aria-hidden="true">
          {picture}
        </a>
      ) : (
        <span className={styles.lineImage}>{picture}</span>
      )}
      <div className={styles.lineBody}>
        {line.brand ? <p className={styles.brand}>{line.brand}</p> : null}
        <h3 className={styles.lineName}>{line.url ? <a href={line.url}>{line.name}</a> : line.name}</h3>
        <dl className={styles.facts}>
          <div>
            <dt>Colour</dt>
            <dd>{line.colour}</dd>
          </div>
          <div>
            <dt>Size</dt>
            <dd>{line.size}</dd>
          </div>
          <div>
            <dt>Qty</dt>
            <dd data-testid="order-line-quantity">{line.quantity}</dd>
          </div>
          {line.customisation.map((entry) => (
            <div key={entry.label}>
              <dt>{entry.label}</dt>
              <dd>{entry.value}</dd>
            </div>
          ))}
        </dl>
        {line.quantity > 1 ? <p className={styles.each}>{line.unitPrice} each</p> : null}
      </div>
      <p className={styles.linePrice}>{line.lineTotal}</p>
    </li>
  );
}

function Address({ lines, testId }: { lines: string[]; testId: string }) {
  return (
    <address className={styles.address} data-testid={testId}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/** The order confirmation (issue 15): what was bought, where it goes, what it cost, and what happens next. */
export function OrderConfirmation({ order, signedIn }: { order: OrderConfirmationView; signedIn: boolean }) {
  const heading = headings[order.status];
  const paid = order.status === 'paid';
  return (
    <div className={styles.page} data-testid="order-confirmation" data-status={order.status}>
      <header className={styles.hero}>
        {paid ? <Tick /> : null}
        <p className={styles.eyebrow}>
          Order <span data-testid="order-number">{order.number}</span>
        </p>
        <h1 className={styles.title}>{heading.title}</h1>
        <p className={styles.lede}>{heading.lede(order.email)}</p>
        <dl className={styles.meta}>
          <div>
            <dt>Order number</dt>
            <dd>{order.number}</dd>
          </div>
          <div>
            <dt>Order date</dt>
            <dd>{order.placedOn}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>{order.shippingMethod.name}</dd>
          </div>
        </dl>
      </header>

      <div className={styles.layout}>
        <section className={styles.items} aria-labelledby="order-items">
          <h2 id="order-items" className={styles.sectionTitle}>
            Your items <span className={styles.count}>({order.itemCount})</span>
          </h2>
          <ul className={styles.lines}>
            {order.lines.map((line, index) => (
              <Line key={line.key} line={line} eager={index < 2} />
            ))}
          </ul>
        </section>

        <aside className={styles.aside}>
          <section className={styles.panel} aria-labelledby="order-summary">
            <h2 id="order-summary" className={styles.sectionTitle}>
              Order summary
            </h2>
            <dl className={styles.totals}>
              <div>
                <dt>Subtotal</dt>
                <dd>{order.subTotal}</dd>
              </div>
              <div>
                <dt>Delivery</dt>
                <dd data-testid="order-delivery-price">{order.delivery}</dd>
              </div>
              <div className={styles.grandTotal}>
                <dt>Total</dt>
                <dd data-testid="order-total">{order.total}</dd>
              </div>
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="order-delivery">
            <h2 id="order-delivery" className={styles.sectionTitle}>
              Delivery
            </h2>
            <p className={styles.method} data-testid="order-shipping-method">
              <strong>{order.shippingMethod.name}</strong>
              <span>{order.shippingMethod.description}</span>
            </p>
            <Address lines={order.shippingAddress} testId="order-delivery-address" />
          </section>
          <section className={styles.panel} aria-labelledby="order-billing">
            <h2 id="order-billing" className={styles.sectionTitle}>
              Billing address
            </h2>
            <Address lines={order.billingAddress} testId="order-billing-address" />
          </section>
          <section className={styles.panel} aria-labelledby="order-payment">
            <h2 id="order-payment" className={styles.sectionTitle}>
              Payment
            </h2>
            <p className={styles.payment}>
              <span className={styles.payBadge}>Apple Pay</span>
              {order.paymentReference ? <span className={styles.reference}>Ref. {order.paymentReference}</span> : null}
            </p>
          </section>
        </aside>
      </div>

      <nav className={styles.actions} aria-label="What next">
        {order.status === 'payment_refused' ? (
          <a className={styles.primary} href="/basket">
            Return to your bag
          </a>
        ) : (
          <a className={styles.primary} href="/">
            Continue shopping
          </a>
        )}
        {signedIn ? (
          <a className={styles.secondary} href="/account#orders">
            View your orders
          </a>
        ) : null}
      </nav>
    </div>
  );
}
