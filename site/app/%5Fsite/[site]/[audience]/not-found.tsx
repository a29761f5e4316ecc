import type { Metadata } from 'next';
import { resolveFascia } from '@storefront/sites/fascias';
import { CmsSections } from '@/components/CmsSections';
import { NOT_FOUND_SLUG } from '@/lib/content/pages';
import { loadSitePage } from '@/lib/content/request';
import { errorView } from '@/lib/errors/error-view';
import { renderedSegment } from '@/lib/platform/site-segment';
import styles from './not-found.module.css';

export const metadata: Metadata = { title: 'Page Not Found', robots: 'noindex,follow' };

/** Spec: a 404 renders the CMS not-found page's sections when there is one (L §2). */
export default async function NotFound() {
  const segment = renderedSegment();
  const { site, mode, viewer, lookup } = await loadSitePage(segment.site ?? resolveFascia(undefined), segment.audience ?? 'guest', NOT_FOUND_SLUG);
  const view = errorView({ status: 404 }, lookup.status === 'found' ? lookup.page : undefined);
  if (view.kind === 'page') {
    // Next.js draws this page into every page of the site, ready for a client-side 404: an eager
    // image here would be a preload hint on every page, competing with that page's own first
    // images. Its pictures load lazily instead (those in view still load at once).
    return <CmsSections page={view.page} site={site} viewer={viewer} preview={mode === 'preview'} heading="Page Not Found" eagerSections={0} />;
  }
  return (
    <div className={styles.fallback}>
      <h1>{view.heading}</h1>
      {view.kind === 'unknown' ? null : <p>{view.text}</p>}
      <a href="/">
        Browse the shop
      </a>
    </div>
  );
}
