import type { ProductPageProduct } from '@storefront/catalogue/types';
import styles from './ListingToolView.module.css';

function Facts({ rows }: { rows: ReadonlyArray<[string, string | undefined]> }) {
  const shown = rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');
  return (
    <dl className={styles.facts}>
      {shown.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Staff's listing tool page of a product (P §2 /wordsworth/{productKey}): the product's copy and
 * attributes as the catalogue holds them, and every variant with its SKU, barcode, stock and
 * prices, for checking a listing before and after it goes live. Read only.
 */
export function ListingToolView({ product, siteName }: { product: ProductPageProduct; siteName: string }) {
  return (
    <main className={styles.page} data-testid="listing-tool">
      <p className={styles.eyebrow}>Listing tool · {siteName}</p>
      <h1>{product.name}</h1>
      <Facts
        rows={[
          ['Product key', product.key],
          ['Product id', product.id],
          ['Brand', product.brand.name],
          ['Department', product.department.name],
          ['Category taxonomy', product.categoryTaxonomy],
          ['Style taxonomy', product.styleTaxonomy],
          ['Classification', product.classification],
          ['Product type', `${product.catalogueType} (${product.productType})`],
          ['Page', product.path],
          ['Premier', product.isPremier ? 'Yes' : 'No'],
          ['Seller', product.seller.shopName],
          ['Logistic class', product.logisticClass],
          ['Returns policy', product.returnsPolicy],
          ['Rewards points', product.rewardsPoints?.toString()],
          ['Subscription', product.isSubscriptionEligible ? 'Eligible' : 'No'],
          ['Gift with purchase', product.gwp ? `${product.gwp.sku}: ${product.gwp.description}` : undefined],
          ['Customisation group', product.customisationGroupName],
          ['Available on', product.availableFascias.join(', ')],
        ]}
      />
      <h2>Description</h2>
      <p className={styles.copy}>{product.description}</p>
      {product.detailsAndCare ? (
        <>
          <h2>Details and care</h2>
          <p className={styles.copy}>{product.detailsAndCare}</p>
        </>
      ) : null}
      <h2>Attributes</h2>
      <Facts rows={[['Fabrication', product.fabrication], ...Object.entries(product.attributes)]} />
      <h2>Variants</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Colour</th>
            <th scope="col">Size</th>
            <th scope="col">EAN</th>
            <th scope="col">Stock</th>
            <th scope="col">Price</th>
            <th scope="col">Was</th>
          </tr>
        </thead>
        <tbody>
          {product.variants.map((variant) => (
            <tr key={variant.sku}>
              <td>{variant.sku}</td>
              <td>{variant.colour}</td>
              <td>{variant.size}</td>
              <td>{variant.eanBarcode ?? '—'}</td>
              <td>{variant.availableQuantity}</td>
              <td>{variant.price.formatted}</td>
              <td>{variant.wasPrice?.formatted ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
