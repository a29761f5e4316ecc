import type { ProductPageProduct } from '@storefront/catalogue/types';
import styles from './ProductPage.module.css';

/** Attribute names as a shopper reads them ("sleeveLength" → "Sleeve length"). */
function attributeLabel(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Description and details as an accordion of native disclosure elements (no JavaScript): the
 * description open, details and care closed.
 */
export function ProductDetails({ product }: { product: ProductPageProduct }) {
  const attributes = Object.entries(product.attributes).filter(([, value]) => value && value.trim() !== '');
  return (
    <div className={styles.accordion} data-testid="pdp-details">
      <details className={styles.panel} open>
        <summary>Description</summary>
        <div className={styles.panelBody}>
          <p>{product.description}</p>
          <p className={styles.productCode}>Product code: {product.key}</p>
        </div>
      </details>
      {attributes.length > 0 || product.fabrication ? (
        <details className={styles.panel}>
          <summary>Product details</summary>
          <dl className={`${styles.panelBody} ${styles.attributes}`}>
            {product.fabrication ? (
              <div>
                <dt>Fabric</dt>
                <dd>{product.fabrication}</dd>
              </div>
            ) : null}
            {attributes
              .filter(([name]) => name !== 'material' || !product.fabrication)
              .map(([name, value]) => (
                <div key={name}>
                  <dt>{attributeLabel(name)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </details>
      ) : null}
      {product.detailsAndCare ? (
        <details className={styles.panel}>
          <summary>Details &amp; care</summary>
          <div className={styles.panelBody}>
            <p>{product.detailsAndCare}</p>
          </div>
        </details>
      ) : null}
    </div>
  );
}
