import type { Metadata } from 'next';
import { AccountOrders } from '@/components/checkout/AccountOrders';
import { AccountForms } from '@/components/shopper/AccountForms.client';
import { SignOutButton } from '@/components/shopper/SignOutButton.client';
import { accountOrders } from '@/lib/checkout/order-pages';
import { getViewer } from '@/lib/shopper/viewer';
import styles from './account.module.css';

export const metadata: Metadata = { title: 'Your account', robots: 'noindex,nofollow' };
export const dynamic = 'force-dynamic';

export default async function AccountPage() {
  const viewer = await getViewer();
  if (viewer.kind === 'guest') {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">Your account</h1>
        <AccountForms initialMode="signIn" />
      </div>
    );
  }
  const orders = await accountOrders(viewer.userId);
  return (
    <div className={`${styles.page} ${styles.signedIn}`}>
      <header className={styles.head}>
        <h1 className={styles.title}>Hello, {viewer.name}</h1>
        <p className={styles.email}>Signed in as {viewer.email}.</p>
      </header>
      <ul className={styles.links}>
        <li>
          <a href="/wishlist">Your wishlist</a>
        </li>
        <li>
          <a href="/basket">Your bag</a>
        </li>
      </ul>
      <AccountOrders orders={orders} />
      <SignOutButton className={styles.signOut} />
    </div>
  );
}
