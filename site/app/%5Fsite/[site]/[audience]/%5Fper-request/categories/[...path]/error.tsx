'use client';

import { RouteError, type RouteErrorProps } from '@/components/RouteError.client';

/** The listing's error boundary: a failing search shows the error view, not a blank page (L §2). */
export default function ListingError(props: RouteErrorProps) {
  return <RouteError {...props} />;
}
