import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CmsPage } from '@/components/CmsPage';
import { pageMetadata } from '@/lib/content/metadata';
import { pagePath } from '@storefront/cms-models/page-path';
import { loadRequestPage } from '@/lib/content/request';
import { slugFromSegments } from '@/lib/content/slug';
import { requestOrigin } from '@/lib/platform/request-site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = slugFromSegments((await params).slug);
  if (!slug) return {};
  const { site, mode, lookup } = await loadRequestPage(slug);
  if (lookup.status !== 'found') return {};
  return pageMetadata(lookup.page, site, `${await requestOrigin()}${pagePath(slug)}`, mode === 'preview');
}

export default async function ContentPage({ params }: Props) {
  const slug = slugFromSegments((await params).slug);
  if (!slug) notFound();
  const { site, mode, viewer, lookup, livePreview } = await loadRequestPage(slug);
  if (lookup.status !== 'found') notFound();
  return <CmsPage page={lookup.page} site={site} viewer={viewer} preview={mode === 'preview'} livePreview={livePreview} />;
}
