import type { FasciaConfig } from '@storefront/sites/fascias';
import { BagLink } from './BagLink.client';
import { ImageSearchButton } from './ImageSearchButton';
import { AccountLink } from './AccountLink.client';
import { HeartIcon, SearchIcon } from './icons';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu.client';
import styles from './Header.module.css';

function SearchForm({ site, id }: { site: FasciaConfig; id: string }) {
  return (
    <form className={styles.search} action="/search" method="get" role="search">
      <label htmlFor={id} className="visually-hidden">
        Search {site.name}
      </label>
      <SearchIcon />
      <input id={id} name="q" type="search" placeholder="Search products and brands" autoComplete="off" maxLength={200} />
      <ImageSearchButton site={site} variant="icon" />
    </form>
  );
}

/** The site's header: the same for every shopper (their account name and bag count fill in in the browser). */
export function Header({ site }: { site: FasciaConfig }) {
  return (
    <header className={styles.header}>
      <div className={styles.announcements} role="region" aria-label="Offers">
        <ul>
          {site.announcements.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
      <div className={styles.bar}>
        <div className={styles.start}>
          <MobileMenu site={site} />
          <div className={styles.desktopOnly}>
            <SearchForm site={site} id="site-search-desktop" />
          </div>
        </div>
        <div className={styles.brand}>
          <Logo site={site} />
        </div>
        <nav className={styles.end} aria-label="Your account">
          <AccountLink className={`${styles.iconLink} ${styles.desktopOnly}`} />
          <a href="/wishlist" className={styles.iconLink}>
            <HeartIcon />
            <span className="visually-hidden">Wishlist</span>
          </a>
          <BagLink />
        </nav>
      </div>
      <div className={styles.mobileSearch}>
        <SearchForm site={site} id="site-search-mobile" />
      </div>
      <nav className={styles.nav} aria-label="Departments">
        <ul>
          {site.navigation.map((link) => (
            <li key={link.href}>
              <a href={link.href} data-highlight={link.highlight ? 'true' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
