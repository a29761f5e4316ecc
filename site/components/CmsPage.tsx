import { pagePath } from '@storefront/cms-models/page-path';
import { PageSections } from '@storefront/plugins/core/PageSections.tsx';
import type { Viewer } from '@storefront/plugins/core/renderer';
import type { ResolvedPage } from '@storefront/plugins/core/resolve-page';
import { renderers } from '@storefront/plugins/renderers';
import type { FasciaConfig } from '@storefront/sites/fascias';
import type { LivePreviewSetup } from '@/lib/preview/live-preview';
import { siteContext } from '@/lib/platform/request-site';
import { LazyLivePreview } from './LazyLivePreview.client';
import { PreviewBar } from './PreviewBar';
import { StaffPageTools } from './StaffPageTools.client';

interface CmsPageProps {
  page: ResolvedPage;
  site: FasciaConfig;
  viewer: Viewer;
  preview: boolean;
  heading?: string;
  /** How many leading sections load their images eagerly (the spec's two by default). */
  eagerSections?: number;
  /** In draft mode: the live-preview bridge's setup. */
  livePreview?: LivePreviewSetup | undefined;
}

/**
 * A resolved CMS page: its sections, plus staff tools; in preview, the preview bar with the
 * warnings editors must see and the live-preview bridge the studio (or Contentful) drives.
 */
export function CmsPage({ page, site, viewer, preview, heading, eagerSections, livePreview }: CmsPageProps) {
  const path = pagePath(page.slug);
  const sections = (
    <PageSections page={page} renderers={renderers} viewer={viewer} site={siteContext(site)} preview={preview} pagePath={path} eagerSections={eagerSections} contentLocale={livePreview?.contentLocale} />
  );
  return (
    <>
      <h1 className="visually-hidden">{heading ?? page.title}</h1>
      <StaffPageTools entryId={page.id} />
      {preview && livePreview ? (
        <LazyLivePreview allowedOrigins={livePreview.allowedOrigins} page={{ entryId: page.id, path }} initialWarnings={page.warnings.length} contentful={livePreview.contentful}>
          {sections}
        </LazyLivePreview>
      ) : (
        <>
          {sections}
          {preview ? <PreviewBar warnings={page.warnings.length} /> : null}
        </>
      )}
    </>
  );
}
