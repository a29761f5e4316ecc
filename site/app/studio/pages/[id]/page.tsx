import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { PageEditor } from '@storefront/preview/studio/editor/PageEditor.client.tsx';
import { toPaletteItems } from '@storefront/preview/studio/palette-items';
import { StudioShell } from '@storefront/preview/studio/StudioShell.tsx';
import { blockManifests } from '@storefront/plugins/blocks';
import { getSite } from '@/lib/platform/request-site';
import { entryTree, toPageSummary } from '@/lib/studio/pages';
import { previewUrlFor } from '@/lib/studio/preview-token';
import { openStudioScreen } from '@/lib/studio/studio-page';

export const metadata: Metadata = { title: 'Page editor' };

/** The page editor: sections, block forms and the live preview of one page (the editor works in the browser). */
export default async function StudioPageEditor({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const screen = await openStudioScreen(`/studio/pages/${id}`);
  const tree = await entryTree(await screen.content(), id, 0);
  const root = tree?.entries[tree.rootId];
  if (!tree || !root) notFound();
  if (root.contentType !== 'page') redirect(`/studio/entries/${encodeURIComponent(id)}`);
  const page = toPageSummary(root);
  // A shared page is worked on from the site the studio is on.
  const siteId = page.site ?? (await getSite()).id;
  const site = screen.sites.find((candidate) => candidate.id === siteId) ?? screen.sites[0]!;
  return (
    <StudioShell editor={screen.editor} sites={screen.sites} siteId={site.id} area="pages" csrfToken={screen.csrfToken} siteColours={screen.siteColours}>
      <PageEditor
        pageId={root.id}
        previewUrl={await previewUrlFor(site.origin, page.slug)}
        palette={toPaletteItems(blockManifests)}
        crumbs={[{ label: site.name, href: `/studio/sites/${site.id}` }, { label: 'Pages', href: `/studio/sites/${site.id}` }]}
        storefrontUrl={`${site.origin}${page.path}`}
        siteName={page.site === null ? 'Every site (shared)' : site.name}
        pagePath={page.path}
      />
    </StudioShell>
  );
}
