'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The live-preview bridge, loaded only where a draft page renders it: its code (the channel and
 * its message schemas) is then not part of every public page's first load. React's own lazy
 * rather than next/dynamic, whose loader would itself be on every page (the not-found boundary
 * renders CMS pages); the server renders the bridge's page as before, and in the browser it
 * hydrates once its code is there.
 */
const LivePreview = lazy(() => import('./LivePreview').then((module) => ({ default: module.LivePreview })));

export function LazyLivePreview(props: ComponentProps<typeof LivePreview>) {
  return (
    <Suspense>
      <LivePreview {...props} />
    </Suspense>
  );
}
