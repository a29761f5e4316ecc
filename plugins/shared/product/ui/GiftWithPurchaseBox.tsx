import { BadgeIcon } from './BadgeIcon';
import styles from './GiftWithPurchaseBox.module.css';

export interface GiftWithPurchase {
  sku: string;
  description: string;
}

export const giftTexts = {
  title: 'Free gift with purchase',
  /** The bag's line: the gift travels with this item. */
  basketTitle: 'Free gift included',
  sku: (sku: string) => `Gift ${sku}`,
} as const;

/**
 * P §2: the gift-with-purchase box, in its variants: 'pdp' under the product page's add button
 * (what comes free with the size chosen), 'basket' under a bag line (the gift that ships with it,
 * compact), 'default' anywhere else.
 */
export function GiftWithPurchaseBox({ gift, variant = 'default' }: { gift: GiftWithPurchase; variant?: 'pdp' | 'basket' | 'default' }) {
  const title = variant === 'basket' ? giftTexts.basketTitle : giftTexts.title;
  return (
    <section className={styles.giftBox} aria-label={title} data-testid={variant === 'pdp' ? 'pdp-gwp' : 'gwp-box'} data-variant={variant}>
      <BadgeIcon icon="gift" className={styles.icon} />
      <p className={styles.title}>{title}</p>
      {gift.description ? <p className={styles.note}>{gift.description}</p> : null}
      <p className={styles.note}>{giftTexts.sku(gift.sku)}</p>
    </section>
  );
}
