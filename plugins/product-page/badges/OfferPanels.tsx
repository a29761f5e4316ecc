import { badgeTexts } from './badges.texts';
import { BadgeIcon } from '../../shared/product/ui/BadgeIcon';
import { GiftWithPurchaseBox, type GiftWithPurchase } from '../../shared/product/ui/GiftWithPurchaseBox';
import { formatPence } from '@storefront/catalogue/money-format';
import { earnsRewards, rewardsValue, subscriptionPence, SUBSCRIPTION_PRICE_SHARE } from './offers';
import styles from './PdpBadges.module.css';

export interface OfferPanelsProps {
  /** Who the cached page is drawn for: guests get the join and sign-up links (P §5, §6). */
  audience: 'guest' | 'signed-in';
  rewardsPoints: number | undefined;
  /** The product's (lowest) price in pence, when it sells on subscription. */
  subscriptionFrom: number | undefined;
  gift: GiftWithPurchase | undefined;
  isPremier: boolean;
}

/** P §6: points/100 in £; guests see a join-now link to /sign-up, registered shoppers the message alone. */
export function RewardsMessage({ points, audience }: { points: number; audience: OfferPanelsProps['audience'] }) {
  return (
    <p className={styles.rewards} data-testid="pdp-rewards">
      <BadgeIcon icon="star" className={styles.icon} />
      <span>{badgeTexts.rewards(points, rewardsValue(points))}</span>
      {audience === 'guest' ? <a href="/sign-up">{badgeTexts.rewardsJoin}</a> : null}
    </p>
  );
}

/** P §2, §9: the subscription card, at 95 % of the price. */
export function SubscriptionCard({ pricePence }: { pricePence: number }) {
  const percentOff = Math.round((1 - SUBSCRIPTION_PRICE_SHARE) * 100);
  return (
    <section className={styles.card} aria-label={badgeTexts.subscriptionTitle} data-testid="pdp-subscription">
      <p className={styles.cardTitle}>{badgeTexts.subscriptionTitle}</p>
      <p className={styles.cardPrice}>{badgeTexts.subscriptionPrice(formatPence(subscriptionPence(pricePence)))}</p>
      <p className={styles.cardNote}>{badgeTexts.subscriptionNote(percentOff)}</p>
    </section>
  );
}

/**
 * After the add button (P §2, §5, §6): the rewards message, the subscription card, the gift box,
 * and for guests on a premier product the premier sign-up label. Drawn by the server into the
 * page cached per audience, so it costs no JavaScript and never moves once painted.
 */
export function OfferPanels({ audience, rewardsPoints, subscriptionFrom, gift, isPremier }: OfferPanelsProps) {
  const rewards = earnsRewards(rewardsPoints) ? rewardsPoints : undefined;
  if (rewards === undefined && subscriptionFrom === undefined && !gift && !(isPremier && audience === 'guest')) return null;
  return (
    <div className={styles.extras} data-testid="pdp-offers">
      {isPremier && audience === 'guest' ? (
        <p className={styles.premier} data-testid="premier-sign-up">
          {badgeTexts.premierSignUp}
          <a href="/sign-up">{badgeTexts.premierSignUpLink}</a>
        </p>
      ) : null}
      {rewards !== undefined ? <RewardsMessage points={rewards} audience={audience} /> : null}
      {subscriptionFrom !== undefined ? <SubscriptionCard pricePence={subscriptionFrom} /> : null}
      {gift ? <GiftWithPurchaseBox gift={gift} variant="pdp" /> : null}
    </div>
  );
}
