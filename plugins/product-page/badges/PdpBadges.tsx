import type { CSSProperties } from 'react';
import type { BadgeLook, BadgeView } from '../../shared/product/rules/card-badges';
import { badgeTexts } from './badges.texts';
import { BadgeIcon } from '../../shared/product/ui/BadgeIcon';
import type { PdpBadgesView } from './pdp-badges';
import styles from './PdpBadges.module.css';

/** CMS colours (validated hex, readable contrast) as custom properties the stylesheet reads. */
function lookStyle(look: BadgeLook): CSSProperties {
  return { '--badge-bg': look.backgroundColor, '--badge-text': look.textColor, '--badge-border': look.borderColor } as CSSProperties;
}

function Chip({ badge, className, testId }: { badge: BadgeView; className?: string; testId: string }) {
  return (
    <span className={className ? `${styles.chip} ${className}` : styles.chip} style={lookStyle(badge.look)} data-testid={testId}>
      <BadgeIcon icon={badge.icon} className={styles.icon} />
      {badge.text}
      {badge.secondary ? <span className={styles.secondary}>{badge.secondary}</span> : null}
    </span>
  );
}

/**
 * Under the price (P §5): the price badges (PDP_price), then the promo lines and the exclusion
 * lines, each already chosen by the badge rules. Drawn by the server into the cached page.
 */
export function OfferBadges({ badges }: { badges: Pick<PdpBadgesView, 'price' | 'promo' | 'exclusion'> }) {
  if (badges.price.length + badges.promo.length + badges.exclusion.length === 0) return null;
  return (
    <div className={styles.offers} data-testid="pdp-offer-badges">
      {badges.price.length > 0 ? (
        <p className={styles.chips}>
          {badges.price.map((badge) => (
            <Chip key={badge.id} badge={badge} testId="pdp-price-badge" />
          ))}
        </p>
      ) : null}
      {badges.promo.map((badge) => {
        const chip = badge.look.backgroundColor !== undefined;
        return (
          <p key={badge.id} className={styles.promo} data-testid="pdp-promo-badge">
            <span className={chip ? `${styles.promoText} ${styles.promoChip}` : styles.promoText} style={lookStyle(badge.look)}>
              <BadgeIcon icon={badge.icon} className={styles.icon} />
              {badge.text}
            </span>
            {badge.secondary ? <span className={styles.secondary}>{badge.secondary}</span> : null}
          </p>
        );
      })}
      {badges.exclusion.map((badge) => (
        <p key={badge.id} className={styles.exclusion} style={lookStyle(badge.look)} data-testid="pdp-exclusion-badge">
          <BadgeIcon icon={badge.icon} className={styles.icon} />
          {badge.text}
          {badge.secondary ? <span className={styles.secondary}>{badge.secondary}</span> : null}
        </p>
      ))}
    </div>
  );
}

export interface ImageCornerBadgesProps {
  badges: PdpBadgesView['image'];
  gift: PdpBadgesView['gift'];
  /** Editors' preview (with the admin config's preview badges): the Preview marker and the product key. */
  preview: { productKey: string } | undefined;
}

/** Over the gallery's main image (P §5): at most 2 corner badges by priority, the gift badge, the preview badge. */
export function ImageCornerBadges({ badges, gift, preview }: ImageCornerBadgesProps) {
  if (badges.length === 0 && !gift && !preview) return null;
  const corners = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const;
  const inCorner = (corner: (typeof corners)[number]) => badges.filter((badge) => badge.corner === corner);
  return (
    <div className={styles.imageLayer} data-testid="pdp-image-badges">
      {corners.map((corner) => {
        const here = inCorner(corner);
        const withGift = corner === 'bottomLeft' && gift;
        const withPreview = corner === 'topRight' && preview;
        if (here.length === 0 && !withGift && !withPreview) return null;
        return (
          <div key={corner} className={`${styles.corner} ${styles[corner]}`}>
            {withPreview ? (
              <span className={`${styles.chip} ${styles.previewBadge}`} data-testid="preview-badge">
                {badgeTexts.previewBadge}
                <span className={styles.previewKey}>{preview.productKey}</span>
              </span>
            ) : null}
            {here.map((badge) => (
              <Chip key={badge.id} badge={badge} className={styles.imageBadge} testId="pdp-image-badge" />
            ))}
            {withGift ? <Chip badge={{ ...gift, icon: gift.icon ?? 'gift' }} className={styles.imageBadge} testId="pdp-gift-badge" /> : null}
          </div>
        );
      })}
    </div>
  );
}
