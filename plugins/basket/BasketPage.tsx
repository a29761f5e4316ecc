import type { ReactNode } from 'react';
import { BasketLine } from './BasketLine';
import { BasketSummary } from './BasketSummary';
import { BASKET_TEXTS, type BasketView } from './model';
import styles from './BasketPage.module.css';

/** Lines whose pictures load at once: those on the first screen. */
const EAGER_LINES = 2;

export interface BasketPageProps {
  view: BasketView;
  /** For a guest's empty bag: a button to sign in and see the bag kept with their account, drawn with the given class. */
  signIn?: (className: string) => ReactNode;
  /** The express wallet's button for a payable bag (P §2 /basket), drawn in the summary's place for it. */
  expressWallet?: (cartId: string) => ReactNode;
}

/** The bag page (P §2 /basket): the lines, then the summary beside them (below them on a phone); or the empty bag. */
export function BasketPage({ view, signIn, expressWallet }: BasketPageProps) {
  if (view.lines.length === 0) {
    return (
      <div className={styles.empty} data-testid="basket-empty">
        <BagGlyph />
        <h1 className={styles.emptyTitle}>{BASKET_TEXTS.emptyTitle}</h1>
        <p>{BASKET_TEXTS.emptyBody}</p>
        <div className={styles.emptyActions}>
          <a className={styles.primaryButton} href="/">
            {BASKET_TEXTS.continueShopping}
          </a>
          {signIn?.(styles.secondaryButton ?? '')}
        </div>
      </div>
    );
  }
  const count = view.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className={styles.page} data-testid="basket-page">
      <header className={styles.head}>
        <h1 className={styles.title}>{BASKET_TEXTS.title}</h1>
        <p className={styles.count} data-testid="basket-count">
          {BASKET_TEXTS.itemCount(count)}
        </p>
      </header>
      <div className={styles.layout}>
        <section aria-label="Items in your bag">
          <ul className={styles.lines}>
            {view.lines.map((line, index) => (
              <BasketLine key={`${line.sku}|${line.customisationKey}`} line={line} eager={index < EAGER_LINES} />
            ))}
          </ul>
        </section>
        <BasketSummary view={view} expressWallet={expressWallet} />
      </div>
    </div>
  );
}

function BagGlyph() {
  return (
    <svg className={styles.emptyGlyph} width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M5 8h14l-1 12H6L5 8Z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </svg>
  );
}
