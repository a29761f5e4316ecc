import { PageSections } from '@storefront/plugins/core/PageSections.tsx';
import type { SiteContext } from '@storefront/plugins/core/plugin';
import type { BlockRegistry } from '@storefront/plugins/core/registry';
import type { WorkbenchPlugin } from '@storefront/preview/studio/WorkbenchGrid.tsx';
import type { WorkbenchGroup } from '@/lib/studio/workbench';

/**
 * The workbench's cards: each fixture rendered by PageSections in preview mode, exactly as a
 * storefront preview renders the block (so a rejected fixture shows the plugin's preview warning,
 * and a block that throws shows its error boundary's).
 */
export function workbenchView(groups: readonly WorkbenchGroup[], registry: BlockRegistry, site: SiteContext): WorkbenchPlugin[] {
  return groups.map(({ plugin, fixtures }) => ({
    contentType: plugin.model.id,
    label: plugin.label,
    description: plugin.description,
    thumbnail: plugin.thumbnail,
    fixtures: fixtures.map(({ fixture, page }) => ({
      name: fixture.name,
      invalid: fixture.invalid === true,
      rendered: <PageSections page={page} registry={registry} viewer={{ kind: 'guest' }} site={site} preview pagePath="/" />,
    })),
  }));
}
