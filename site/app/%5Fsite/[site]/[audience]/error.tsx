'use client';

import { lazy, Suspense } from 'react';
import type { RouteErrorProps } from '@/components/RouteError.client';

// Every page carries its error boundary; the view itself (its texts, styles and retry) loads only
// when a page has failed, off every page's first-load JavaScript.
const RouteError = lazy(() => import('@/components/RouteError.client').then(({ RouteError }) => ({ default: RouteError })));

/** Every storefront route's error boundary, listings included: the spec's error view (L §2), not a blank page. */
export default function ErrorView(props: RouteErrorProps) {
  return (
    <Suspense fallback={null}>
      <RouteError {...props} />
    </Suspense>
  );
}
