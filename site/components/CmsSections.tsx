import { pagePath } from '@storefront/cms-models/page-path';
import { PageSections } from '@storefront/plugins/core/PageSections.tsx';
import type { Viewer } from '@storefront/plugins/core/renderer';
import type { ResolvedPage } from '@storefront/plugins/core/resolve-page';
import { renderers } from '@storefront/plugins/renderers';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { siteContext } from '@/lib/platform/request-site';
import { PreviewBar } from './PreviewBar';
import { StaffPageTools } from './StaffPageTools.client';

export interface CmsSectionsProps {
  page: ResolvedPage;
  site: FasciaConfig;
  viewer: Viewer;
  preview: boolean;
  heading?: string | undefined;
  /** How many leading sections load their images eagerly (the spec's two by default). */
  eagerSections?: number | undefined;
  /** The content locale the field tags name (live preview's); the site's by default. */
  contentLocale?: string | undefined;
  /** Puts the sections in the live-preview bridge (CmsPage in draft mode); drawn as they are otherwise. */
  wrapSections?: (sections: React.ReactNode) => React.ReactNode;
}

/**
 * A resolved CMS page without the live-preview bridge: its heading, staff tools and sections, and
 * in preview the bar with the warnings editors must see. The not-found page draws this, so the
 * bridge's code is not in every page's first load (Next.js loads the not-found page's code there).
 */
export function CmsSections({ page, site, viewer, preview, heading, eagerSections, contentLocale, wrapSections }: CmsSectionsProps) {
  const sections = (
    <PageSections page={page} renderers={renderers} viewer={viewer} site={siteContext(site)} preview={preview} pagePath={pagePath(page.slug)} eagerSections={eagerSections} contentLocale={contentLocale} />
  );
  return (
    <>
      <h1 className="visually-hidden">{heading ?? page.title}</h1>
      <StaffPageTools entryId={page.id} />
      {wrapSections ? (
        wrapSections(sections)
      ) : (
        <>
          {sections}
          {preview ? <PreviewBar warnings={page.warnings.length} /> : null}
        </>
      )}
    </>
  );
}
