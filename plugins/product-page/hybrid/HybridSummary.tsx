import type { ProductPageProduct } from '@storefront/catalogue/types';
import { imageUrl } from '../../shared/image-url';
import { savingLabel } from '../../shared/product/rules/prices';
import { QuickAdd } from '../../shared/product/ui/QuickAdd.client';
import { hybridTexts } from './hybrid.texts';
import styles from './HybridSummary.module.css';

/**
 * The hybrid product page's summary (P §2): the default colour's first image, brand, name and
 * price, the card's quick add (its machine and modal load when reached for) and a link to the
 * full product page. Drawn by the server; the listing of the parent category follows it.
 */
export function HybridSummary({ product }: { product: ProductPageProduct }) {
  const colour = product.colours.find((entry) => entry.colour === product.defaultColour) ?? product.colours[0];
  const image = colour?.images[0];
  const src = image ? imageUrl(image.src, { fm: 'webp', q: 70, fit: 'fill', w: 320, h: 480 }) : undefined;
  const saving = savingLabel([product.maxPercentageSaving]);
  const link = `${product.path}?colour=${encodeURIComponent(product.defaultColour)}`;
  return (
    <section className={styles.summary} aria-label={hybridTexts.label(product.name)} data-testid="hybrid-summary" data-product-key={product.key}>
      {src ? <img className={styles.image} src={src} alt={image?.alt ?? product.name} width={320} height={480} /> : <span className={styles.image} />}
      <div className={styles.details}>
        <p className={styles.brand}>{product.brand.name}</p>
        <h2 className={styles.name}>{product.name}</h2>
        <p className={styles.price} data-testid="hybrid-price">
          <span className={product.wasPrice ? styles.sale : undefined}>{product.price.formatted}</span>
          {product.wasPrice ? <s className={styles.was}>{product.wasPrice.formatted}</s> : null}
          {saving ? <span className={styles.sale}>{saving}</span> : null}
        </p>
        <div className={styles.actions}>
          {colour ? (
            <QuickAdd
              productId={product.id}
              productName={product.name}
              colour={colour.colour}
              colours={product.colours.map((entry) => ({ colour: entry.colour, colourLabel: entry.colourLabel, swatchHex: entry.swatchHex, image: entry.images[0]?.src }))}
              familyOf={{ department: product.department.id, categorySlug: product.categories.at(-1)?.slug ?? '' }}
            />
          ) : null}
          <a className={styles.view} href={link} data-testid="hybrid-view-product">
            {hybridTexts.viewProduct}
          </a>
        </div>
      </div>
    </section>
  );
}
