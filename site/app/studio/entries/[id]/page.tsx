import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { describeFields } from '@storefront/preview/studio/entry-fields';
import { EntryFields } from '@storefront/preview/studio/EntryFields.tsx';
import { entryName } from '@storefront/preview/studio/page-outline';
import { StatusBadge } from '@storefront/preview/studio/StatusBadge.tsx';
import { StudioCard, StudioContent, StudioHeader, StudioLinkList, StudioMeta, StudioShell } from '@storefront/preview/studio/StudioShell.tsx';
import { getSite } from '@/lib/platform/request-site';
import { contentTypeLabels, modelFields } from '@/lib/studio/model-labels';
import { entryTree, pagesUsing } from '@/lib/studio/pages';
import { openStudioScreen } from '@/lib/studio/studio-page';

export const metadata: Metadata = { title: 'Entry' };

/**
 * Any entry by id (the staff tools' Edit Page Content link lands here): a page opens in the page
 * editor; anything else shows its fields read-only and the pages it appears on.
 */
export default async function StudioEntry({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const screen = await openStudioScreen(`/studio/entries/${id}`);
  const content = await screen.content();
  const tree = await entryTree(content, id, 1);
  const entry = tree?.entries[tree.rootId];
  if (!tree || !entry) notFound();
  if (entry.contentType === 'page') redirect(`/studio/pages/${encodeURIComponent(id)}`);
  const pages = await pagesUsing(content, id);
  const hostSite = (await getSite()).id;
  const siteId = pages.find((page) => page.site !== null)?.site ?? hostSite;
  const site = screen.sites.find((candidate) => candidate.id === siteId) ?? screen.sites[0]!;
  const typeLabel = contentTypeLabels()[entry.contentType] ?? entry.contentType;
  return (
    <StudioShell editor={screen.editor} sites={screen.sites} siteId={site.id} area="entry" csrfToken={screen.csrfToken} siteColours={screen.siteColours}>
      <StudioHeader title={entryName(entry)} crumbs={[{ label: site.name, href: `/studio/sites/${site.id}` }, { label: typeLabel }]} />
      <StudioContent>
        <StudioCard title={typeLabel} testId="entry-header">
          <StudioMeta
            items={[
              { label: 'Type', value: typeLabel },
              { label: 'Status', value: <StatusBadge status={entry.status} /> },
              { label: 'Id', value: <code>{entry.id}</code> },
              { label: 'Version', value: entry.version },
            ]}
          />
        </StudioCard>
        <StudioCard title="Used on" testId="entry-used-on">
          {pages.length === 0 ? (
            <p>No page uses this entry.</p>
          ) : (
            <StudioLinkList links={pages.map((page) => ({ href: `/studio/pages/${encodeURIComponent(page.id)}`, label: page.title, detail: page.path }))} />
          )}
        </StudioCard>
        <StudioCard title="Fields">
          <EntryFields rows={describeFields(entry, modelFields(entry.contentType), tree)} />
        </StudioCard>
      </StudioContent>
    </StudioShell>
  );
}
