import type { Metadata } from 'next';
import { StudioContent, StudioHeader, StudioShell } from '@storefront/preview/studio/StudioShell.tsx';
import { WorkbenchGrid } from '@storefront/preview/studio/WorkbenchGrid.tsx';
import { renderers } from '@storefront/plugins/renderers';
import { fasciaById } from '@storefront/sites/fascias';
import { workbenchView } from '@/components/studio/workbench-view';
import { getCatalogue } from '@/lib/products/catalogue';
import { getSite, siteContext } from '@/lib/platform/request-site';
import { openStudioScreen } from '@/lib/studio/studio-page';
import { workbenchGroups } from '@/lib/studio/workbench';
import { themeStyle } from '@/lib/theme';

export const metadata: Metadata = { title: 'Plugin workbench' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** For developers adding block plugins: every plugin with each fixture, in a brand site's theme. */
export default async function StudioWorkbench({ searchParams }: Props) {
  const requested = (await searchParams).site;
  const screen = await openStudioScreen('/studio/workbench');
  const site = (typeof requested === 'string' ? fasciaById(requested) : undefined) ?? (await getSite());
  const context = siteContext(site);
  const groups = await workbenchGroups(renderers, { site: context, catalogue: await getCatalogue(), preview: true });
  const fixtureCount = groups.reduce((sum, group) => sum + group.fixtures.length, 0);
  return (
    <StudioShell editor={screen.editor} sites={screen.sites} siteId={site.id} area="workbench" csrfToken={screen.csrfToken} siteColours={screen.siteColours}>
      <StudioHeader title="Plugin workbench" crumbs={[{ label: site.name }, { label: `${groups.length} plugins, ${fixtureCount} fixtures` }]} />
      <StudioContent>
        {/* The blocks take the chosen site's theme, as on its storefront. */}
        <div data-fascia={site.id} style={themeStyle(site.theme)}>
          <WorkbenchGrid plugins={workbenchView(groups, renderers, context)} />
        </div>
      </StudioContent>
    </StudioShell>
  );
}
