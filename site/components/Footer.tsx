import { brands } from '@storefront/sites/brands';
import type { FasciaConfig } from '@storefront/sites/fascias';
import styles from './Footer.module.css';

const help = [
  { label: 'Contact us', href: '/pages/informational/contact-us' },
  { label: 'Delivery', href: '/pages/informational/delivery' },
  { label: 'Returns', href: '/pages/informational/returns' },
  { label: 'Track my order', href: '/account' },
];

const payments = ['Visa', 'Mastercard', 'Amex', 'PayPal', 'Apple Pay', 'Klarna'];

export function Footer({ site }: { site: FasciaConfig }) {
  const siteBrands = brands.filter((brand) => site.brands.includes(brand.id)).slice(0, 8);
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Help</h2>
          <ul>
            {help.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">Shop</h2>
          <ul>
            {site.navigation.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-brands">
          <h2 id="footer-brands">Our brands</h2>
          <ul>
            {siteBrands.map((brand) => (
              <li key={brand.id}>
                <a href={`/pages/brands/${brand.id}`}>{brand.name}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-about" className={styles.about}>
          <h2 id="footer-about">{site.name}</h2>
          <p>{site.tagline}.</p>
          <p>All prices include VAT.</p>
        </section>
      </div>
      <div className={styles.bottom}>
        <ul className={styles.payments} aria-label="We accept">
          {payments.map((method) => (
            <li key={method}>{method}</li>
          ))}
        </ul>
        <p className={styles.legal}>
          © {new Date().getFullYear()} {site.name}. <a href="/pages/informational/terms">Terms</a> ·{' '}
          <a href="/pages/informational/privacy">Privacy</a> · <a href="/pages/informational/cookies">Cookies</a>
        </p>
      </div>
    </footer>
  );
}
