import type { Metadata } from 'next';
import { CachedCategoryRoute } from '@/components/ListingRoute';
import { cachedCategoryMetadata, plainCategoryUrl } from '@/lib/listing/cached-listing';
import { noPagesAtBuild, siteOfSegment } from '@/lib/platform/site-segment';

// The plain first page of a category (the proxy sends every other listing URL to
// %5Fper-request/categories): rendered on first request per site, category and audience, then
// served from the cache until a tag it read is revalidated (lib/platform/cache-tags.ts).
export const generateStaticParams = noPagesAtBuild;

type Props = { params: Promise<{ site: string; audience: string; path: string[] }> };

async function load(params: Props['params']) {
  const [site, { path }] = await Promise.all([siteOfSegment(params), params]);
  return { site, url: plainCategoryUrl(path) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, url } = await load(params);
  return cachedCategoryMetadata(site, url);
}

export default async function CategoryListingPage({ params }: Props) {
  const { site, url } = await load(params);
  return <CachedCategoryRoute site={site} url={url} />;
}
