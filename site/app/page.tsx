import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CmsPage } from '@/components/CmsPage';
import { EmptyStoreNotice } from '@/components/EmptyStoreNotice';
import { pageMetadata } from '@/lib/content/metadata';
import { loadRequestPage } from '@/lib/content/request';
import { isStoreEmpty } from '@/lib/platform/db';
import { requestOrigin } from '@/lib/platform/request-site';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { site, mode, lookup } = await loadRequestPage('/');
  if (lookup.status !== 'found') return {};
  return pageMetadata(lookup.page, site, `${await requestOrigin()}/`, mode === 'preview');
}

export default async function HomePage() {
  const { site, mode, viewer, lookup, livePreview } = await loadRequestPage('/');
  if (lookup.status !== 'found') {
    // A store opened on an empty database says so (200) rather than answering 404 for its home page.
    if (await isStoreEmpty()) return <EmptyStoreNotice siteName={site.name} />;
    notFound();
  }
  return <CmsPage page={lookup.page} site={site} viewer={viewer} preview={mode === 'preview'} livePreview={livePreview} heading={`${site.name}: ${site.tagline}`} />;
}
