import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CmsPage } from '@/components/CmsPage';
import { pageMetadata } from '@/lib/content/metadata';
import { loadRequestPage } from '@/lib/content/request';
import { requestOrigin } from '@/lib/platform/request-site';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { site, mode, lookup } = await loadRequestPage('/');
  if (lookup.status !== 'found') return {};
  return pageMetadata(lookup.page, site, `${await requestOrigin()}/`, mode === 'preview');
}

export default async function HomePage() {
  const { site, mode, viewer, lookup, livePreview } = await loadRequestPage('/');
  if (lookup.status !== 'found') notFound();
  return <CmsPage page={lookup.page} site={site} viewer={viewer} preview={mode === 'preview'} livePreview={livePreview} heading={`${site.name}: ${site.tagline}`} />;
}
