import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentView } from '@storefront/plugins/shared/analytics/ContentView.client.tsx';
import { CmsPage } from '@/components/CmsPage';
import { EmptyStoreNotice } from '@/components/EmptyStoreNotice';
import { pageMetadata } from '@/lib/content/metadata';
import { loadSitePage } from '@/lib/content/request';
import { isStoreEmpty } from '@/lib/platform/db';
import { audienceOfSegment, noPagesAtBuild, siteOfSegment, siteOrigin } from '@/lib/platform/site-segment';

// Rendered on first request per site and audience, then served from the cache until a tag it
// read is revalidated (lib/platform/cache-tags.ts).
export const generateStaticParams = noPagesAtBuild;

type Props = { params: Promise<{ site: string; audience: string }> };

async function load(params: Props['params']) {
  const [site, audience] = await Promise.all([siteOfSegment(params), audienceOfSegment(params)]);
  return loadSitePage(site, audience, '/');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, mode, lookup } = await load(params);
  if (lookup.status !== 'found') return {};
  return pageMetadata(lookup.page, site, `${siteOrigin(site)}/`, mode === 'preview');
}

export default async function HomePage({ params }: Props) {
  const { site, mode, viewer, lookup, livePreview } = await load(params);
  if (lookup.status !== 'found') {
    // A store opened on an empty database says so (200) rather than answering 404 for its home page.
    if (await isStoreEmpty()) return <EmptyStoreNotice siteName={site.name} />;
    notFound();
  }
  return (
    <>
      <CmsPage page={lookup.page} site={site} viewer={viewer} preview={mode === 'preview'} livePreview={livePreview} heading={`${site.name}: ${site.tagline}`} />
      <ContentView entryId={lookup.page.id} title={lookup.page.title} path="/" />
    </>
  );
}
