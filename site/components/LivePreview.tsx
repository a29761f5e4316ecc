'use client';

import { useMemo, useState, type ReactNode } from 'react';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { SiteBridge } from '@storefront/preview/channel/SiteBridge.tsx';
import type { ContentfulLivePreviewConfig } from '@/lib/contentful/live-preview';
import { renderLivePreview } from '@/lib/content/live-preview-render';
import { PreviewBar } from './PreviewBar';

interface LivePreviewProps {
  allowedOrigins: string[];
  page: { entryId: string; path: string };
  initialWarnings: number;
  contentful: ContentfulLivePreviewConfig | undefined;
  /** The sections as the server rendered them for this request. */
  children: ReactNode;
}

/** Contentful's SDK is loaded only on a real space's preview pages, and only inside its app. */
function contentfulUpdates(config: ContentfulLivePreviewConfig) {
  return (push: (entry: CmsEntry) => void) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('@/lib/contentful/live-preview').then(({ startContentfulLivePreview }) => {
      if (!stopped) stop = startContentfulLivePreview(config, push);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

/**
 * A CMS page in draft mode: the sections under the live-preview bridge (the studio's channel, and
 * Contentful's live preview on a real space), with the preview bar counting what the latest
 * render left out.
 */
export function LivePreview({ allowedOrigins, page, initialWarnings, contentful, children }: LivePreviewProps) {
  const [warnings, setWarnings] = useState(initialWarnings);
  const subscribe = useMemo(() => (contentful ? contentfulUpdates(contentful) : undefined), [contentful]);
  return (
    <>
      <SiteBridge
        allowedOrigins={allowedOrigins}
        page={page}
        render={renderLivePreview}
        subscribe={subscribe}
        initialWarnings={initialWarnings}
        onRendered={(result) => {
          if (!result.error) setWarnings(result.warnings);
        }}
      >
        {children}
      </SiteBridge>
      <PreviewBar warnings={warnings} live />
    </>
  );
}
