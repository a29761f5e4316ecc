import styles from './EmptyStoreNotice.module.css';

/**
 * The home page of a store whose database is empty (nothing is ever seeded behind the operator's
 * back): a calm word to a visitor, and to whoever runs the store, the command that fills it.
 */
export function EmptyStoreNotice({ siteName }: { siteName: string }) {
  return (
    <section className={styles.notice} aria-labelledby="empty-store-heading" data-testid="empty-store">
      <p className={styles.eyebrow}>{siteName}</p>
      <h1 id="empty-store-heading">This store has no content yet</h1>
      <p className={styles.lead}>There are no products or pages to show here yet. Please come back soon.</p>
      <aside className={styles.operator} aria-label="For the store’s operator">
        <h2>Setting up this store?</h2>
        <p>
          Its database is empty. Run <code>pnpm seed</code> to fill it with the demo storefront (stop the storefront first when it runs on the embedded
          database), or import your own content with <code>pnpm --filter @storefront/scripts content:import &lt;file&gt;</code>. Then reload this page.
        </p>
      </aside>
    </section>
  );
}
