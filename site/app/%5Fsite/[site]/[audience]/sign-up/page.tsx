import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountForms } from '@/components/shopper/AccountForms.client';
import { getViewer } from '@/lib/shopper/viewer';
import styles from '../account/account.module.css';

export const metadata: Metadata = { title: 'Create an account', robots: 'noindex,follow' };
export const dynamic = 'force-dynamic';

/** The join link of the rewards message (P §2, §6). */
export default async function SignUpPage() {
  if ((await getViewer()).kind === 'signed-in') redirect('/account');
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">Create an account</h1>
      <AccountForms initialMode="signUp" />
    </div>
  );
}
