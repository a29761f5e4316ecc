import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageList } from '@storefront/preview/studio/PageList.client.tsx';
import { StudioAlert, StudioContent, StudioHeader, StudioShell } from '@storefront/preview/studio/StudioShell.tsx';
import type { StudioPageSummary } from '@storefront/preview/studio/types';
import { fasciaById } from '@storefront/sites/fascias';
import { StudioContentError } from '@/lib/contentful/management-errors';
import { listSitePages } from '@/lib/studio/pages';
import { openStudioScreen } from '@/lib/studio/studio-page';

export const metadata: Metadata = { title: 'Pages' };

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A brand site's pages: search, create, duplicate, delete. */
export default async function StudioSitePages({ params, searchParams }: Props) {
  const { site: siteId } = await params;
  const query = (await searchParams).q;
  const screen = await openStudioScreen(`/studio/sites/${siteId}`);
  const site = fasciaById(siteId);
  const option = screen.sites.find((candidate) => candidate.id === siteId);
  if (!site || !option) notFound();
  let pages: StudioPageSummary[] | undefined;
  let problem: string | undefined;
  try {
    pages = await listSitePages(await screen.content(), site);
  } catch (error) {
    if (!(error instanceof StudioContentError)) throw error;
    problem = error.message;
  }
  return (
    <StudioShell editor={screen.editor} sites={screen.sites} siteId={site.id} area="pages" csrfToken={screen.csrfToken} siteColours={screen.siteColours}>
      <StudioHeader title="Pages" crumbs={[{ label: site.name }]} />
      <StudioContent>
        {problem || !pages ? (
          <StudioAlert>The pages could not be loaded: {problem}</StudioAlert>
        ) : (
          <PageList site={option} pages={pages} initialQuery={typeof query === 'string' ? query.slice(0, 200) : ''} />
        )}
      </StudioContent>
    </StudioShell>
  );
}
