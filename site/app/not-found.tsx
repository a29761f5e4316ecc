import Link from 'next/link';
import type { Metadata } from 'next';
import { CmsPage } from '@/components/CmsPage';
import { NOT_FOUND_SLUG } from '@/lib/content/pages';
import { loadRequestPage } from '@/lib/content/request';
import styles from './not-found.module.css';

export const metadata: Metadata = { title: 'Page Not Found', robots: 'noindex,follow' };

/** Spec: a 404 renders the CMS not-found page's sections when there is one. */
export default async function NotFound() {
  const { site, mode, viewer, lookup } = await loadRequestPage(NOT_FOUND_SLUG);
  if (lookup.status === 'found') {
    return <CmsPage page={lookup.page} site={site} viewer={viewer} preview={mode === 'preview'} heading="Page Not Found" />;
  }
  return (
    <div className={styles.fallback}>
      <h1>Page Not Found</h1>
      <p>Sorry, we couldn&apos;t find this page.</p>
      <Link prefetch={false} href="/">Browse the shop</Link>
    </div>
  );
}
