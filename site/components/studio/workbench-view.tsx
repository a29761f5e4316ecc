import { PageSections } from '@storefront/plugins/core/PageSections.tsx';
import type { BlockRenderers, SiteContext } from '@storefront/plugins/core/renderer';
import type { WorkbenchPlugin } from '@storefront/preview/studio/WorkbenchGrid.tsx';
import type { WorkbenchGroup } from '@/lib/studio/workbench';

/**
 * The workbench's cards: each fixture rendered by PageSections in preview mode, exactly as a
 * storefront preview renders the block (so a rejected fixture shows the plugin's preview warning,
 * and a block that throws shows its error boundary's).
 */
export function workbenchView(groups: readonly WorkbenchGroup[], renderers: BlockRenderers, site: SiteContext): WorkbenchPlugin[] {
  return groups.map(({ manifest, fixtures }) => ({
    contentType: manifest.model.id,
    label: manifest.label,
    description: manifest.description,
    thumbnail: manifest.thumbnail,
    fixtures: fixtures.map(({ fixture, page }) => ({
      name: fixture.name,
      invalid: fixture.invalid === true,
      rendered: <PageSections page={page} renderers={renderers} viewer={{ kind: 'guest' }} site={site} preview pagePath="/" />,
    })),
  }));
}
