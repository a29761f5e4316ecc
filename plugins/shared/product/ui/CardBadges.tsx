import type { CSSProperties } from 'react';
import type { BadgeCorner, BadgeLook, CardBadgesView } from '../rules/card-badges';
import { BadgeIcon } from './BadgeIcon';
import styles from './CardBadges.module.css';

/** CMS colours (validated hex, readable contrast) as custom properties the stylesheet reads. */
function lookStyle(look: BadgeLook): CSSProperties {
  return {
    '--badge-bg': look.backgroundColor,
    '--badge-text': look.textColor,
    '--badge-border': look.borderColor,
  } as CSSProperties;
}

const cornerClass: Record<BadgeCorner, string | undefined> = {
  topLeft: styles.topLeft,
  topRight: styles.topRight,
  bottomLeft: styles.bottomLeft,
  bottomRight: styles.bottomRight,
};

/**
 * The labels over a card's image, stacked in their corners, with the sale saving first in the top
 * left. A layer of its own (the image link is hidden from assistive technology; badges are not).
 */
export function ImageBadges({ badges, saving }: { badges: CardBadgesView['image']; saving?: number | undefined }) {
  if (badges.length === 0 && !saving) return null;
  const inCorner = (corner: BadgeCorner) => badges.filter((badge) => badge.corner === corner);
  return (
    <div className={styles.layer} data-testid="image-badges">
      {(['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const).map((corner) => {
        const here = inCorner(corner);
        const withSaving = corner === 'topLeft' && saving;
        if (here.length === 0 && !withSaving) return null;
        return (
          <div key={corner} className={`${styles.corner} ${cornerClass[corner]}`}>
            {withSaving ? (
              // The price line already says "Save n%" to assistive technology.
              <span className={styles.saving} aria-hidden="true">
                -{saving}%
              </span>
            ) : null}
            {here.map((badge) => (
              <span key={badge.id} className={styles.imageBadge} style={lookStyle(badge.look)} data-testid="image-badge">
                <BadgeIcon icon={badge.icon} className={styles.icon} />
                {badge.text}
              </span>
            ))}
          </div>
        );
      })}
    </div>
  );
}

/** The promo line under the price, with the price after the promo's discount when it has one. */
export function PromoBadge({ promo }: { promo: CardBadgesView['promo'] }) {
  if (!promo) return null;
  const chip = promo.look.backgroundColor !== undefined;
  return (
    <p className={styles.promo} data-testid="promo-badge">
      <span className={chip ? `${styles.promoText} ${styles.promoChip}` : styles.promoText} style={lookStyle(promo.look)}>
        <BadgeIcon icon={promo.icon} className={styles.icon} />
        {promo.text}
      </span>
      {promo.priceWithDiscount ? (
        <span className={styles.promoPrice}>
          {promo.priceWithDiscount.formatted} {promo.secondary ?? 'with this offer'}
        </span>
      ) : promo.secondary ? (
        <span className={styles.promoPrice}>{promo.secondary}</span>
      ) : null}
    </p>
  );
}

/** The gift-with-purchase tag (L §5): shown only for products that come with a gift. */
export function GiftBadge({ gift }: { gift: CardBadgesView['gift'] }) {
  if (!gift) return null;
  return (
    <p className={styles.giftRow}>
      <span className={styles.gift} style={lookStyle(gift.look)} data-testid="gift-badge">
        <BadgeIcon icon={gift.icon ?? 'gift'} className={styles.icon} />
        {gift.text}
        {gift.secondary ? <span className={styles.giftSecondary}>{gift.secondary}</span> : null}
      </span>
    </p>
  );
}

/** The classification label (L §5): the product's classification, for the departments the badge names. */
export function ClassificationBadge({ classification }: { classification: CardBadgesView['classification'] }) {
  if (!classification) return null;
  return (
    <p className={styles.classification} style={lookStyle(classification.look)} data-testid="classification-badge">
      <BadgeIcon icon={classification.icon} className={styles.icon} />
      {classification.text}
    </p>
  );
}
