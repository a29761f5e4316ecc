import { pagePath } from '@storefront/cms-models/page-path';
import type { LivePreviewSetup } from '@/lib/preview/live-preview';
import { CmsSections, type CmsSectionsProps } from './CmsSections';
import { LazyLivePreview } from './LazyLivePreview.client';

interface CmsPageProps extends Omit<CmsSectionsProps, 'contentLocale' | 'wrapSections'> {
  /** In draft mode: the live-preview bridge's setup. */
  livePreview?: LivePreviewSetup | undefined;
}

/**
 * A resolved CMS page: its sections, plus staff tools; in preview, the preview bar with the
 * warnings editors must see and the live-preview bridge the studio (or Contentful) drives.
 */
export function CmsPage({ livePreview, ...props }: CmsPageProps) {
  const { page, preview } = props;
  if (!preview || !livePreview) return <CmsSections {...props} />;
  return (
    <CmsSections
      {...props}
      contentLocale={livePreview.contentLocale}
      wrapSections={(sections) => (
        <LazyLivePreview allowedOrigins={livePreview.allowedOrigins} page={{ entryId: page.id, path: pagePath(page.slug) }} initialWarnings={page.warnings.length} contentful={livePreview.contentful}>
          {sections}
        </LazyLivePreview>
      )}
    />
  );
}
