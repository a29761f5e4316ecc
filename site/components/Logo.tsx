import type { FasciaConfig } from '@storefront/sites/fascias';
import styles from './Logo.module.css';

/** Each brand's wordmark, set in its own heading face. */
export function Logo({ site }: { site: FasciaConfig }) {
  return (
    <a href="/" className={styles.logo} data-fascia={site.id} aria-label={`${site.name} home`}>
      <span aria-hidden="true">{site.name}</span>
    </a>
  );
}
