import type { Metadata } from 'next';
import { CarouselProductCard } from '@storefront/plugins/shared/product/ui/CarouselProductCard.tsx';
import { SignInPrompt } from '@/components/shopper/SignInPrompt.client';
import { getSite } from '@/lib/platform/request-site';
import { getViewer } from '@/lib/shopper/viewer';
import { wishlistCards } from '@/lib/shopper/wishlist-page';
import styles from './wishlist.module.css';

export const metadata: Metadata = { title: 'Your wishlist', robots: 'noindex,nofollow' };
export const dynamic = 'force-dynamic';

export default async function WishlistPage() {
  const [viewer, site] = await Promise.all([getViewer(), getSite()]);
  if (viewer.kind === 'guest') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Your wishlist</h1>
        <p className={styles.empty}>Sign in to see the items you have saved, on any device.</p>
        <SignInPrompt reason="Sign in to see your wishlist." className={styles.button}>
          Sign in
        </SignInPrompt>
      </div>
    );
  }
  const cards = await wishlistCards(viewer.userId, site.id);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your wishlist</h1>
      <p className={styles.count} data-testid="wishlist-count">
        {cards.length === 0 ? 'Nothing saved yet. Tap the heart on any product to keep it here.' : `${cards.length} saved item${cards.length === 1 ? '' : 's'}`}
      </p>
      {cards.length > 0 ? (
        <ul className={styles.grid}>
          {cards.map((product) => (
            <li key={`${product.key}-${product.defaultColour}`}>
              <CarouselProductCard product={product} sizes="(max-width: 767px) 50vw, 25vw" />
            </li>
          ))}
        </ul>
      ) : (
        <a className={styles.button} href="/">
          Browse the shop
        </a>
      )}
    </div>
  );
}
