import { PageSections } from '@storefront/plugins/core/PageSections.tsx';
import type { Viewer } from '@storefront/plugins/core/plugin';
import type { ResolvedPage } from '@storefront/plugins/core/resolve-page';
import { registry } from '@storefront/plugins/registry';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { pathOfSlug } from '@/lib/content/request';
import { siteContext } from '@/lib/server/site';
import { StaffPageTools } from './StaffPageTools';

/** A resolved CMS page: its sections, plus a preview bar with the warnings editors must see, and staff tools. */
export function CmsPage({ page, site, viewer, preview, heading }: { page: ResolvedPage; site: FasciaConfig; viewer: Viewer; preview: boolean; heading?: string }) {
  return (
    <>
      <h1 className="visually-hidden">{heading ?? page.title}</h1>
      <StaffPageTools entryId={page.id} />
      <PageSections page={page} registry={registry} viewer={viewer} site={siteContext(site)} preview={preview} pagePath={pathOfSlug(page.slug)} />
      {preview ? (
        <aside className="sf-preview-bar" aria-label="Preview" data-testid="preview-bar">
          <strong>Preview</strong>
          <span>
            {page.warnings.length === 0
              ? 'All blocks are valid.'
              : `${page.warnings.length} entr${page.warnings.length === 1 ? 'y is' : 'ies are'} not shown on the storefront (see warnings on the page).`}
          </span>
          <a href="/api/draft/disable">Exit preview</a>
        </aside>
      ) : null}
    </>
  );
}
