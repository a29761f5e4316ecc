import './globals.css';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Not found', robots: 'noindex,follow' };

/**
 * An address outside every site and the studio (an unknown API or engine path): storefront
 * paths are all rewritten into a site, whose own 404 shows the CMS not-found page.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-GB">
      <body>
        <main id="main" style={{ padding: '4rem 1.5rem', textAlign: 'center' }}>
          <h1>Not found</h1>
          <p>There is nothing at this address.</p>
          <a href="/">Browse the shop</a>
        </main>
      </body>
    </html>
  );
}
