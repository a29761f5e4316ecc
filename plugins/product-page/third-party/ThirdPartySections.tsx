import type { ProductPageProduct } from '@storefront/catalogue/types';
import { thirdPartyTexts as texts } from './third-party.texts';
import { ThirdPartyIsland } from './ThirdPartyIsland.client';
import { isTryOnEligible, tryOnClassification } from './try-on-eligibility';
import styles from './ThirdParty.module.css';

/**
 * The product page's third-party features (P §2, §7), drawn by the server as their final buttons
 * (no layout shift when the code takes over) and loaded by ThirdPartyIsland near the screen after
 * the first paint. Each shows only where the spec says: the 3D viewer for colours with a model,
 * try-on for makeup and foundation, the fit widget when the sizing service is truefit.
 */
function ServerButton({ label, testId }: { label: string; testId: string }) {
  return (
    <button type="button" className={styles.button} data-testid={testId}>
      {label}
    </button>
  );
}

/** The 3D model id of each colour (the first variant of the colour carrying one). */
export function colourModels(product: Pick<ProductPageProduct, 'variants'>): Record<string, string> {
  const models: Record<string, string> = {};
  for (const variant of product.variants) if (variant.voxeloId && !models[variant.colour]) models[variant.colour] = variant.voxeloId;
  return models;
}

/** Under the gallery: 'View in 3D' and 'Virtual try-on', where they apply. */
export function GalleryThirdPartyButtons({ product }: { product: ProductPageProduct }) {
  const models = colourModels(product);
  // The classification travels with the try-on's analytics events (P §7 revieveClick, revieveVto).
  const tryOn = isTryOnEligible(product) ? tryOnClassification(product.categories) : undefined;
  if (Object.keys(models).length === 0 && !tryOn) return null;
  return (
    <div className={styles.buttons}>
      {Object.keys(models).length > 0 ? (
        <ThirdPartyIsland kind="viewer3d" input={{ models }}>
          {models[product.defaultColour] ? <ServerButton label={texts.viewer3dButton} testId="viewer-3d-button" /> : null}
        </ThirdPartyIsland>
      ) : null}
      {tryOn ? (
        <ThirdPartyIsland kind="tryOn" input={{ productKey: product.key, productName: product.name, classification: tryOn }}>
          <ServerButton label={texts.tryOnButton} testId="try-on-button" />
        </ThirdPartyIsland>
      ) : null}
    </div>
  );
}

/** Under the buy box: the fit widget when the product's sizing service is truefit. */
export function SizeFitWidget({ product }: { product: ProductPageProduct }) {
  if (product.sizingService !== 'truefit') return null;
  const sizes = [...new Set(product.variants.map((variant) => variant.size))];
  return (
    <ThirdPartyIsland kind="sizeFit" input={{ productKey: product.key, sizes }}>
      <section className={styles.fit} aria-label={texts.sizeFitTitle} data-testid="size-fit">
        <ServerButton label={texts.sizeFitButton} testId="size-fit-button" />
      </section>
    </ThirdPartyIsland>
  );
}

/** The product content loader keyed by EAN barcode (default colour's first), loaded near the screen. */
export function ThirdPartyProductContent({ product }: { product: ProductPageProduct }) {
  const ordered = [...product.variants.filter((variant) => variant.colour === product.defaultColour), ...product.variants];
  const eans = [...new Set(ordered.flatMap((variant) => (variant.eanBarcode ? [variant.eanBarcode] : [])))].slice(0, 3);
  if (eans.length === 0) return null;
  return (
    <ThirdPartyIsland kind="productContent" input={{ eans }}>
      {null}
    </ThirdPartyIsland>
  );
}

/** 'Write a review': the review provider's submit-review form for the product. */
export function WriteReviewButton({ formUrl }: { formUrl: string }) {
  return (
    <div className={styles.writeReview}>
      <ThirdPartyIsland kind="reviewForm" input={{ formUrl }}>
        <ServerButton label={texts.writeReview} testId="write-review-button" />
      </ThirdPartyIsland>
    </div>
  );
}
