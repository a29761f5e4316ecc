import { safeUrl } from '@storefront/cms-models/safe-url';
import type { BlockComponentProps } from '../core/renderer';
import { CarouselProductCard } from '../shared/product/ui/CarouselProductCard';
import type { ProductGridContent } from './content';
import type { ProductGridData } from './loader';
import styles from './ProductGrid.module.css';

export function ProductGrid({ content, data: { products, badges }, context }: BlockComponentProps<ProductGridContent, ProductGridData>) {
  if (products.length === 0) {
    // Nothing to sell here (e.g. every chosen product sold out or unknown): show nothing to
    // shoppers; editors see why in preview.
    return context.preview ? (
      <p className={styles.empty} role="status">
        Product grid “{content.heading ?? content.id}” found no products for this site.
      </p>
    ) : null;
  }
  const sizes =
    content.columns === 5
      ? '(max-width: 767px) 50vw, (max-width: 1023px) 25vw, 20vw'
      : '(max-width: 767px) 50vw, 25vw';
  return (
    <section className={styles.grid} data-columns={content.columns} data-testid="product-grid">
      {content.heading || content.subheading ? (
        <header className={styles.header}>
          {content.heading ? (
            <h2 className={styles.heading} {...context.fieldTags(content.id, 'heading')}>
              {content.heading}
            </h2>
          ) : null}
          {content.subheading ? (
            <p className={styles.subheading} {...context.fieldTags(content.id, 'subheading')}>
              {content.subheading}
            </p>
          ) : null}
        </header>
      ) : null}
      <ul className={styles.list}>
        {products.map((product, index) => (
          <li key={product.key}>
            <CarouselProductCard product={product} sizes={sizes} eager={context.eager && index < 4} badges={badges} />
          </li>
        ))}
      </ul>
      {content.cta && safeUrl(content.cta.href) ? (
        <p className={styles.footer}>
          <a className={styles.cta} href={safeUrl(content.cta.href)} {...context.fieldTags(content.id, 'ctaLabel')}>
            {content.cta.label}
          </a>
        </p>
      ) : null}
    </section>
  );
}
