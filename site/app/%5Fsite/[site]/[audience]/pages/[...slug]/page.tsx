import type { Metadata } from 'next';
import { ContentView } from '@storefront/plugins/shared/analytics/ContentView.client.tsx';
import { notFound } from 'next/navigation';
import { CmsPage } from '@/components/CmsPage';
import { pageMetadata } from '@/lib/content/metadata';
import { pagePath } from '@storefront/cms-models/page-path';
import { loadSitePage } from '@/lib/content/request';
import { slugFromSegments } from '@/lib/content/slug';
import { audienceOfSegment, noPagesAtBuild, siteOfSegment, siteOrigin } from '@/lib/platform/site-segment';

// Rendered on first request per site, page and audience, then served from the cache.
export const generateStaticParams = noPagesAtBuild;

type Props = { params: Promise<{ site: string; audience: string; slug: string[] }> };

async function load(params: Props['params']) {
  const slug = slugFromSegments((await params).slug);
  if (!slug) notFound();
  const [site, audience] = await Promise.all([siteOfSegment(params), audienceOfSegment(params)]);
  return { slug, ...(await loadSitePage(site, audience, slug)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, site, mode, lookup } = await load(params);
  if (lookup.status !== 'found') return {};
  return pageMetadata(lookup.page, site, `${siteOrigin(site)}${pagePath(slug)}`, mode === 'preview');
}

export default async function ContentPage({ params }: Props) {
  const { slug, site, mode, viewer, lookup, livePreview } = await load(params);
  if (lookup.status !== 'found') notFound();
  return (
    <>
      <CmsPage page={lookup.page} site={site} viewer={viewer} preview={mode === 'preview'} livePreview={livePreview} />
      <ContentView entryId={lookup.page.id} title={lookup.page.title} path={pagePath(slug)} />
    </>
  );
}
