import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { BlockPalette } from '@storefront/preview/studio/BlockPalette.client.tsx';
import { PageOutline } from '@storefront/preview/studio/PageOutline.tsx';
import { pageOutline } from '@storefront/preview/studio/page-outline';
import { toPaletteItems } from '@storefront/preview/studio/palette-items';
import { StatusBadge } from '@storefront/preview/studio/StatusBadge.tsx';
import { StudioCard, StudioContent, StudioHeader, StudioLinkButton, StudioMeta, StudioShell } from '@storefront/preview/studio/StudioShell.tsx';
import { blockPlugins } from '@storefront/plugins/registry';
import { getSite } from '@/lib/server/site';
import { contentTypeLabels } from '@/lib/server/studio/model-labels';
import { entryTree, toPageSummary } from '@/lib/server/studio/pages';
import { openStudioScreen } from '@/lib/server/studio/studio-page';

export const metadata: Metadata = { title: 'Page' };

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The page editor: the page's header (title, site, status) and its sections by block. */
export default async function StudioPageEditor({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const screen = await openStudioScreen(`/studio/pages/${id}`);
  const tree = await entryTree(await screen.content(), id);
  const root = tree?.entries[tree.rootId];
  if (!tree || !root) notFound();
  if (root.contentType !== 'page') redirect(`/studio/entries/${encodeURIComponent(id)}`);
  const page = toPageSummary(root);
  // A shared page is worked on from the site the studio is on.
  const siteId = page.site ?? (await getSite()).id;
  const site = screen.sites.find((candidate) => candidate.id === siteId) ?? screen.sites[0]!;
  const live = page.status === 'published' || page.status === 'changed';
  return (
    <StudioShell editor={screen.editor} sites={screen.sites} siteId={site.id} area="pages" csrfToken={screen.csrfToken} siteColours={screen.siteColours}>
      <StudioHeader
        title={page.title}
        crumbs={[{ label: site.name, href: `/studio/sites/${site.id}` }, { label: 'Pages', href: `/studio/sites/${site.id}` }]}
        actions={
          live ? (
            <StudioLinkButton href={`${site.origin}${page.path}`} external>
              Open on storefront
            </StudioLinkButton>
          ) : undefined
        }
      />
      <StudioContent>
        <StudioCard title="Page" testId="page-header">
          <StudioMeta
            items={[
              { label: 'Site', value: page.site === null ? 'Every site (shared)' : site.name },
              { label: 'Status', value: <StatusBadge status={page.status} /> },
              { label: 'Path', value: <code>{page.path}</code> },
              { label: 'Updated', value: dateFormat.format(new Date(page.updatedAt)) },
              { label: 'Version', value: root.version },
            ]}
          />
        </StudioCard>
        <StudioCard title="Sections">
          <PageOutline items={pageOutline(tree, contentTypeLabels())} />
        </StudioCard>
        <StudioCard title="Blocks you can add">
          <BlockPalette items={toPaletteItems(blockPlugins)} label="Block palette" />
        </StudioCard>
      </StudioContent>
    </StudioShell>
  );
}
