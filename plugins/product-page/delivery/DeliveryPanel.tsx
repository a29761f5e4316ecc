import { DeliveryCountdown } from './DeliveryCountdown.client';
import { DeliveryModalButton } from './DeliveryModalButton.client';
import { countdownOptions, deliveryUspText, hasComplimentarySamples, hasCutOff, hasOwnBrandReturns } from './delivery-rules';
import { deliveryTexts as text, RETURNS_POLICY_HREF } from './delivery.texts';
import type { ProductDelivery, ProductManufacturer } from './types';
import styles from './DeliveryPanel.module.css';

/** The delivery countdown badges that can ever show for this product: their places are kept from the first paint. */
function CountdownBadges({ delivery }: { delivery: ProductDelivery }) {
  const options = countdownOptions(delivery).filter((option) => hasCutOff(option, delivery));
  if (options.length === 0) return null;
  return (
    <div className={styles.countdowns}>
      {options.map((option) => (
        <DeliveryCountdown key={option.service} option={option} brands={delivery.cutOffBrands} />
      ))}
    </div>
  );
}

/** Product.manufacturer: who made it and who answers for its safety. */
export function ManufacturerDetails({ manufacturer }: { manufacturer: ProductManufacturer | undefined }) {
  if (!manufacturer?.name) return null;
  const rows: Array<[string, string | undefined]> = [
    [text.manufacturerName, manufacturer.name],
    [text.manufacturerTradeName, manufacturer.tradeName],
    [text.manufacturerResponsiblePerson, manufacturer.responsiblePersonName],
    [text.manufacturerAddress, manufacturer.postalAddress],
  ];
  return (
    <details className={styles.disclosure} data-testid="manufacturer-details">
      <summary>{text.manufacturerHeading}</summary>
      <dl className={styles.details}>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {manufacturer.emailAddress ? (
          <div>
            <dt>{text.manufacturerEmail}</dt>
            <dd>
              <a href={`mailto:${encodeURIComponent(manufacturer.emailAddress).replace('%40', '@')}`}>{manufacturer.emailAddress}</a>
            </dd>
          </div>
        ) : null}
      </dl>
    </details>
  );
}

/** Variant attributes sustainabilityContent, as text. */
export function SustainabilityMessage({ content }: { content: string | undefined }) {
  if (!content?.trim()) return null;
  return (
    <section className={styles.sustainability} data-testid="sustainability-message">
      <h3>{text.sustainabilityHeading}</h3>
      <p>{content.trim()}</p>
    </section>
  );
}

export function PricingPolicyNote() {
  return (
    <p className={styles.note} data-testid="pricing-policy-note">
      {text.pricingPolicy}
    </p>
  );
}

/**
 * The product page's delivery panel (P §2, §3, §5): delivery messages, countdown badges, the
 * seller, preloved and exclusions modals, samples, returns, manufacturer, sustainability and the
 * pricing note. Drawn by the server (the page is cached per product and audience); the modal
 * buttons and countdowns are the only islands, and the modals load when first opened.
 */
export function DeliveryPanel({ delivery }: { delivery: ProductDelivery }) {
  const usp = deliveryUspText(delivery);
  const exclusions = delivery.shopExclusionsMessaging?.trim();
  const ownBrandReturns = hasOwnBrandReturns(delivery.returnsPolicy);
  return (
    <section className={styles.panel} aria-labelledby="delivery-panel-heading" data-testid="delivery-panel">
      <h2 id="delivery-panel-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <CountdownBadges delivery={delivery} />
      <ul className={styles.lines}>
        {usp ? (
          <li data-testid="delivery-usp" data-bulky={delivery.bulkyItem || undefined}>
            {usp}
          </li>
        ) : null}
        <li data-testid="standard-delivery">{text.standardDelivery(delivery.standardDel, delivery.delPromiseStd)}</li>
        {delivery.delXpsDeliveryEnabled ? <li data-testid="express-delivery">{text.expressDelivery(delivery.delPromiseXps)}</li> : null}
        {exclusions ? (
          <li>
            <DeliveryModalButton className={styles.link} label={text.exclusionsLink} content={{ kind: 'exclusions', message: exclusions }} />
          </li>
        ) : null}
        {hasComplimentarySamples(delivery.productId) ? <li data-testid="complimentary-samples">{text.samples}</li> : null}
      </ul>
      {delivery.isMarketplace ? (
        <p className={styles.seller} data-testid="seller">
          {text.soldBy} <strong>{delivery.shopName}</strong>{' '}
          <DeliveryModalButton
            className={styles.link}
            label={text.sellerInfoLink}
            content={{ kind: 'seller', shopName: delivery.shopName, billingInfo: delivery.billingInfo, addressInfo: delivery.addressInfo, returnsInfo: delivery.returnsInfo }}
          />
        </p>
      ) : null}
      {delivery.isPreloved ? (
        <p className={styles.preloved} data-testid="preloved">
          <DeliveryModalButton className={styles.link} label={text.prelovedLink} content={{ kind: 'preloved' }} />
        </p>
      ) : null}
      <section className={styles.returns} data-testid="returns">
        <h3>{text.returnsHeading}</h3>
        <p>
          {ownBrandReturns ? text.returnsOwnBrand : text.returnsSeller(delivery.shopName)} <a href={RETURNS_POLICY_HREF}>{text.returnsLink}</a>
        </p>
      </section>
      <ManufacturerDetails manufacturer={delivery.manufacturer} />
      <SustainabilityMessage content={delivery.sustainabilityContent} />
      <PricingPolicyNote />
    </section>
  );
}
